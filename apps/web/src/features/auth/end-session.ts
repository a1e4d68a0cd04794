import { api } from '../../lib/api';
import { local, storageKeys } from '../../lib/storage';
import { logout } from './auth-slice';
import type { AuthThunk } from './hooks';
import { forgetStoredRedirects } from './redirects';

/** Deletes what a feature keeps on this device for a session; resolves once it is gone. */
export type Forget = () => void | Promise<void>;

let forgetters: readonly Forget[] = [];

/** What else the end of a session deletes, feature by feature (the composition root says, once). */
export function forgetOnSessionEnd(...forget: Forget[]): void {
  forgetters = forget;
}

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
 * - what other features keep for the session on this device, each forgetting its own: the player's
 *   place to resume (localStorage), the audios downloaded for listening offline (files in Cache
 *   Storage, licences in IndexedDB). The composition root names them (forgetOnSessionEnd, from
 *   app/store.ts): those features build on this one, which imports none of them.
 *
 * The queue of listening reports stays: each report waits for the account it was made in and is
 * never sent under another one (offline/report-queue.ts), so time listened before the session ended
 * is counted when that account signs in again.
 *
 * Never called for a call that got no answer: offline nothing is known about the session, and the
 * downloads are what the listener plays then. Resolves once every feature has forgotten its part
 * (the state is cleared at once).
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
  // One feature failing to forget its part does not keep the others from forgetting theirs.
  await Promise.allSettled(forgetters.map(async (forget) => forget()));
};
