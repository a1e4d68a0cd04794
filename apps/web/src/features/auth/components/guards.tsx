import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { sessionCopy } from '../content';
import { useAuth } from '../hooks';
import { isStaff, isTemporaryFlagSet, isTemporaryUser, storeLoginRedirect } from '../redirects';
import type { SessionUser } from '../types';
import type { LoginRequiredState } from './login-required-notice';
import { ServiceUnavailable } from './service-unavailable';

/**
 * Route guards. They mirror the server's rules: the server
 * enforces them anyway. Use as a layout route element (renders <Outlet/>) or around children.
 */

type GuardProps = { children?: ReactNode };
type AuthGuardProps = GuardProps & {
  /** Shown instead of the service-unavailable message when the session could not be checked. */
  unreachable?: ReactNode;
};

/**
 * Signed-out visitors: remember where they wanted to go (same-site paths only), then go home, where
 * the login notice says why (navigation state `loginRequired`).
 */
function SendHome({ remember }: { remember: boolean }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (remember) storeLoginRedirect(`${pathname}${search}${hash}`);
    const state: LoginRequiredState = { loginRequired: remember };
    navigate(paths.home.href(), { replace: true, state });
  }, [navigate, remember, pathname, search, hash]);
  return <PageLoading />;
}

/**
 * Signed-in users only; unverified users are sent to /email-verification. While the session is
 * being checked a loading state shows; when the check could not reach the service, a message with
 * 'Intentar de nuevo' (nobody is signed out for a network error). After a session expiry (the
 * modal is showing) the path is not stored: expiry forgets the stored redirect.
 */
export function RequireAuth({ children, unreachable }: AuthGuardProps) {
  const { sessionChecked, isAuthenticated, user, showSessionExpiredModal, sessionUnavailable } = useAuth();
  if (!sessionChecked) return <PageLoading label={sessionCopy.checking} />;
  if (!isAuthenticated && sessionUnavailable) return unreachable ?? <ServiceUnavailable />;
  if (!isAuthenticated || !user) return <SendHome remember={!showSessionExpiredModal} />;
  if (!user.isVerified) return <Navigate to={paths.emailVerification.href()} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** The back-office: admin and crmUser (read-only); anyone else goes to '/'. */
export function RequireStaff({ children }: GuardProps) {
  return (
    <RequireAuthAnd allowed={isStaff} otherwise={paths.home.href()}>
      {children}
    </RequireAuthAnd>
  );
}

/** Pages temporary (trial) users may not reach, such as /panel/configuracion: they go to /panel. */
export function RequireMember({ children }: GuardProps) {
  return (
    <RequireAuthAnd
      allowed={(user) => !isTemporaryUser(user) && !isTemporaryFlagSet()}
      otherwise={paths.panel.href()}
    >
      {children}
    </RequireAuthAnd>
  );
}

type RuleProps = GuardProps & {
  /** Whether the signed-in user may see the page. */
  allowed: (user: SessionUser | null) => boolean;
  /** Where the others go instead. */
  otherwise: string;
};

/** RequireAuth first; then the rule, checked once the session is known. */
function RequireAuthAnd({ children, ...rule }: RuleProps) {
  return (
    <RequireAuth>
      <Allowed {...rule}>{children}</Allowed>
    </RequireAuth>
  );
}

function Allowed({ children, allowed, otherwise }: RuleProps) {
  const { user } = useAuth();
  if (!allowed(user)) return <Navigate to={otherwise} replace />;
  return <>{children ?? <Outlet />}</>;
}
