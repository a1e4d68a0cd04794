import type { Middleware } from '@reduxjs/toolkit';
import { type SessionHooks, isApiError } from '../../lib/api';
import { local, storageKeys } from '../../lib/storage';
import { authApi, userOf } from './api';
import {
  type WithAuth,
  loginSuccess,
  logout,
  showSessionExpiredModal,
  updateUser,
  validateTokenFailure,
  validateTokenRequest,
  validateTokenSuccess,
  validateTokenUnavailable,
} from './auth-slice';
import { endSession } from './end-session';
import type { AuthThunk } from './hooks';

/** How the API base query sees the session (wired in app/store.ts). */
export const authSessionHooks: SessionHooks = {
  isAuthenticated: (state) => (state as Partial<WithAuth>).auth?.isAuthenticated === true,
  onSessionEnded: (dispatch, { signedIn }) => {
    void dispatch(endSession());
    if (signedIn) dispatch(showSessionExpiredModal());
  },
};

/**
 * Keeps the session hint (lib/storage.ts) in step with the auth state: set on every sign-in or
 * successful validation, removed on logout.
 */
export const sessionHintMiddleware: Middleware = () => (next) => (action) => {
  if (loginSuccess.match(action) || validateTokenSuccess.match(action)) {
    local.set(storageKeys.sessionHint, '1');
  } else if (logout.match(action)) {
    local.remove(storageKeys.sessionHint);
  }
  return next(action);
};

const definitelyInvalid = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403);

/** No answer, or the server or a proxy is down: says nothing about the session. */
export function isUnreachable(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return typeof status === 'number'
    ? status >= 500 || status === 408 || status === 429
    : status !== 'CUSTOM_ERROR';
}

/**
 * The start-up check: validate-token, then success or failure; sets sessionChecked. When the
 * service cannot be reached the state says so (`sessionUnavailable`) and nobody is signed out;
 * `checkSession()` again retries.
 * A browser that never signed in is answered locally (no call that could only answer 401).
 */
let startupCheck: Promise<void> | null = null;
let backgroundCheck: Promise<void> | null = null;

export const checkSession = (): AuthThunk => (dispatch, getState) => {
  // One check at a time (React's development double effects, quick re-renders).
  startupCheck ??= runCheck(dispatch, getState, undefined).finally(() => {
    startupCheck = null;
  });
  return startupCheck;
};

const runCheck: AuthThunk = async (dispatch, getState) => {
  if (!local.get(storageKeys.sessionHint)) {
    local.remove(storageKeys.isTemporary);
    dispatch(validateTokenFailure());
    return;
  }
  const { authEpoch, isAuthenticated: before } = getState().auth;
  dispatch(validateTokenRequest());
  const result = await dispatch(authApi.endpoints.validateToken.initiate(undefined, { track: false }));
  const now = getState().auth;
  if (now.authEpoch !== authEpoch) return;
  const user = result.data?.isValid ? userOf(result.data) : null;
  if (user) {
    dispatch(validateTokenSuccess(user));
    return;
  }
  // Signed in some other way while the check was under way: keep that session.
  if (now.isAuthenticated && !before) return;
  // The service cannot be reached: the session may well be valid; keep it and say so.
  if (!result.data && isUnreachable(result.error)) {
    dispatch(validateTokenUnavailable());
    return;
  }
  // The server says this browser's session is over: everything of it goes (the downloads too).
  if (result.data || definitelyInvalid(result.error)) await dispatch(endSession());
  dispatch(validateTokenFailure());
};

/**
 * Background re-validation of a signed-in user (every 15 minutes, on focus). A refresh that fails
 * inside the base query ends the session there; a transient error (offline) changes nothing.
 */
export const revalidateSession = (): AuthThunk => (dispatch, getState) => {
  backgroundCheck ??= runRevalidation(dispatch, getState, undefined).finally(() => {
    backgroundCheck = null;
  });
  return backgroundCheck;
};

const runRevalidation: AuthThunk = async (dispatch, getState) => {
  const { isAuthenticated, authEpoch } = getState().auth;
  if (!isAuthenticated) return;
  const result = await dispatch(authApi.endpoints.validateToken.initiate(undefined, { track: false }));
  const now = getState().auth;
  if (now.authEpoch !== authEpoch || !now.isAuthenticated) return;
  const user = result.data?.isValid ? userOf(result.data) : null;
  if (user) dispatch(validateTokenSuccess(user));
  else if (result.data || definitelyInvalid(result.error)) {
    await dispatch(endSession());
    dispatch(validateTokenFailure());
  }
};

/** Refreshes the current user (GET /api/users/me) and merges it into the state. */
export const refreshCurrentUser = (): AuthThunk<boolean> => async (dispatch, getState) => {
  const { isAuthenticated, authEpoch } = getState().auth;
  if (!isAuthenticated) return false;
  const result = await dispatch(authApi.endpoints.me.initiate(undefined, { track: false }));
  const user = result.data ? userOf(result.data) : null;
  if (!user || getState().auth.authEpoch !== authEpoch) return false;
  dispatch(updateUser(user));
  return true;
};
