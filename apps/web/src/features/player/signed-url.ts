import { es } from '@sanarte/shared';
import { errorMessage, isApiError } from '../../lib/api';
import type { Dispatch } from '../../lib/media/listening';
import type { Track } from '../../lib/media/track';
import { type Access, playerApi } from './api';
import { playerCopy } from './content';

/** A signed URL this close to expiring is replaced by a fresh one before resuming. */
const URL_MARGIN_MS = 60_000;

/** Asks the server for a fresh signed URL of `track` (access is re-checked every time). */
export async function fetchAccess(dispatch: Dispatch, track: Track): Promise<Access> {
  if (track.source === 'trial') {
    const access = await dispatch(
      playerApi.endpoints.trialAccess.initiate(undefined, { track: false }),
    ).unwrap();
    // The trial audio may have changed meanwhile: never play another one under this title.
    if (access.audioId && access.audioId !== track.audioId) throw new Error('not the trial audio');
    return access;
  }
  return dispatch(playerApi.endpoints.libraryAccess.initiate(track.audioId, { track: false })).unwrap();
}

/** Whether a URL expiring at `expiresAt` can still be used to resume now. */
export const urlStillGood = (expiresAt: number, now: number = Date.now()): boolean =>
  expiresAt - now >= URL_MARGIN_MS;

export const expiryOf = (access: Access): number => Date.parse(access.expiresAt) || 0;

/** The server refused the trial audio because its 48 hours are over (a 401 on check-temp-audio). */
export const trialEnded = (error: unknown, track: Track): boolean =>
  track.source === 'trial' && isApiError(error) && error.status === 401;

/** What the listener reads when access was refused or could not be asked. */
export function accessErrorMessage(error: unknown, track: Track): string {
  if (track.source === 'trial') {
    if (trialEnded(error, track)) return es.test.trialExpired;
    return errorMessage(error, es.test.accessError);
  }
  if (isApiError(error) && error.status === 403) return playerCopy.noAccess;
  return errorMessage(error, es.test.fetchError);
}
