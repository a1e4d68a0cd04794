import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { local, storageKeys } from '../../lib/storage';
import { type StoredConsent, saveConsent } from './store';

export type ConsentDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Saves the visitor's choice in this browser (the banner closes, the tag manager follows) and, when
 * this browser is signed in (the session hint), records it with the account too. The call's code
 * loads only then; it runs in the background and its failure changes nothing: the local choice
 * stands, and the next choice is recorded again.
 */
export function saveChoice(
  choice: { analytics: boolean; marketing: boolean },
  dispatch: ConsentDispatch,
): StoredConsent {
  const stored = saveConsent(choice);
  if (local.get(storageKeys.sessionHint)) {
    const body = { version: stored.version, analytics: stored.analytics, marketing: stored.marketing };
    void import('./api')
      .then(({ consentApi }) => dispatch(consentApi.endpoints.recordConsent.initiate(body, { track: false })))
      .catch(() => {});
  }
  return stored;
}
