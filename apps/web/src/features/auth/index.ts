/**
 * The auth feature's public surface: what app/ wires and what other features may use. Pages are
 * not exported here: app/auth-routes.tsx loads them lazily.
 */

export { accountLinks } from './account-links';
export { authApi, userOf } from './api';
export {
  type AuthState,
  authReducer,
  clearError,
  loginFailure,
  loginRequest,
  loginSuccess,
  logout,
  selectAuth,
  selectUser,
  updateUser,
  type WithAuth,
} from './auth-slice';
export { RequireAuth, RequireMember, RequireStaff } from './components/guards';
export { LoginRequiredNotice } from './components/login-required-notice';
export { SessionUnreachableNotice } from './components/session-unreachable-notice';
export { SessionManager } from './components/session-manager';
export { useAuth } from './hooks';
export {
  destinationAfterLogin,
  isStaff,
  isTemporaryFlagSet,
  isTemporaryUser,
  storeLoginRedirect,
} from './redirects';
export { authSessionHooks, refreshCurrentUser, sessionHintMiddleware } from './session';
export type { SessionUser } from './types';
export { useLogout } from './use-logout';
