import { api } from '../../lib/api';
import { local, storageKeys } from '../../lib/storage';
import { clearResume } from '../player/resume-store';
import { logout } from './auth-slice';
import type { AuthThunk } from './hooks';
import { forgetStoredRedirects } from './redirects';

/**
 * The one way a session ends on this device, whatever ended it: «Cerrar sesión», the server refusing
 * the session (the refresh after a 401 refused: expiry, revocation, a password changed elsewhere, a
 * deactivated account), an answer saying the account is deactivated, the start-up or background
 * check answered "not valid", a password reset made here, the account deleted. Everything the
 * session left behind goes:
 *
 * - the auth state, the session hint, stored redirects and the temporary flag;
 * - every cached API answer (RTK Query's state: the library, the profile, the orders…), when
 *   someone was signed in;
 * - the player's place to resume (localStorage);
 * - the audios downloaded for listening offline: files (Cache Storage) and licences (IndexedDB).
 *
 * The queue of listening reports stays: each report waits for the account it was made in and is
 * never sent under another one (offline/report-queue.ts), so time listened before the session ended
 * is counted when that account signs in again.
 *
 * Never called for a call that got no answer: offline nothing is known about the session, and the
 * downloads are what the listener plays then. Resolves once the downloads are gone (the state is
 * cleared at once). The download manager is loaded on demand: it is not part of every page.
 */
export const endSession = (): AuthThunk => async (dispatch, getState) => {
  const signedIn = getState().auth.isAuthenticated;
  forgetStoredRedirects();
  local.remove(storageKeys.sessionHint);
  dispatch(logout());
  // Only a signed-in session has answers of its own in the cache. Dropping them abandons the calls
  // still under way (they end as aborted, and nothing the old session asked for lands in the cache
  // afterwards) — which must not happen to a sign-in refused for a deactivated account: its answer
  // is what the form shows.
  if (signedIn) dispatch(api.util.resetApiState());
  clearResume();
  try {
    const { downloads } = await import('../offline/downloads');
    await downloads.clearForSignOut();
  } catch {
    // The download manager could not be loaded (a deploy replaced its file): nothing was kept by it.
  }
};
