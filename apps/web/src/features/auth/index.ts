/**
 * The auth feature's public surface: what app/ wires and what other features may use. Pages are
 * not exported here: app/auth-routes.tsx loads them lazily; the signed-in user's menus load on
 * demand (account-menus.ts). Re-exports only: the build leaves out what an importer does not use
 * (the guards stay with the screens that use them).
 */

export { accountLinks } from './account-links';
export { MobileAccountLinks, UserMenu, loadUserMenu } from './account-menus';
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
  validateTokenFailure,
  validateTokenUnavailable,
  type WithAuth,
} from './auth-slice';
export { AuthShell } from './components/auth-shell';
export { RequireAuth, RequireMember, RequireStaff } from './components/guards';
export { LoginRequiredNotice } from './components/login-required-notice';
export { RetrySessionButton } from './components/service-unavailable';
export { SessionManager } from './components/session-manager';
export { SessionUnreachableNotice } from './components/session-unreachable-notice';
export { sessionCopy } from './content/session';
export { type Forget, forgetOnSessionEnd } from './end-session';
export { useAuth } from './hooks';
export {
  destinationAfterLogin,
  isStaff,
  isTemporaryFlagSet,
  isTemporaryUser,
  storeLoginRedirect,
} from './redirects';
export { authSessionHooks, checkSession, refreshCurrentUser, sessionHintMiddleware } from './session';
export type { SessionUser } from './types';
export { useLogout } from './use-logout';
export { UserAvatar } from './components/user-avatar';
