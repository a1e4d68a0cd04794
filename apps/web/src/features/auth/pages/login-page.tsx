import { es, safeRedirectPath } from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { clearError } from '../auth-slice';
import { AuthShell, cardLink } from '../components/auth-shell';
import { GoogleButton, OrDivider } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { SignupForm } from '../components/signup-form';
import { loginCopy, signupCopy } from '../content';
import { useAuth, useAuthDispatch } from '../hooks';
import { takeLoginRedirect } from '../redirects';

/** Messages the server may put in `?googleError=`; anything else shows the generic one. */
const GOOGLE_ERRORS: readonly string[] = Object.values(es.google);

/**
 * /login and /loginResetPassword: `mode=signup` shows
 * registration, anything else the login; `mode=loginResetPassword` (and /loginResetPassword) opens
 * the reset-password dialog. A signed-in visitor is sent to the stored login redirect, else the
 * page they came from, else '/'.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAuthDispatch();
  const { sessionChecked, isAuthenticated } = useAuth();
  const signedInHere = useRef(false);

  const rawMode = params.get('mode');
  const mode = rawMode === 'signup' ? 'signup' : 'login';
  const resetRequested =
    location.pathname === paths.loginResetPassword.path || rawMode === 'loginResetPassword';
  const [resetOpen, setResetOpen] = useState(resetRequested);
  const [seenResetRequest, setSeenResetRequest] = useState(resetRequested);
  if (resetRequested !== seenResetRequest) {
    setSeenResetRequest(resetRequested);
    if (resetRequested) setResetOpen(true);
  }

  const googleErrorParam = params.get('googleError');
  const googleError = googleErrorParam
    ? GOOGLE_ERRORS.includes(googleErrorParam)
      ? googleErrorParam
      : es.google.authError
    : null;

  useDocumentTitle(mode === 'signup' ? signupCopy.pageTitle : loginCopy.pageTitle);

  // A new view starts without the previous attempt's error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the view (mode) changes
  useEffect(() => {
    dispatch(clearError());
  }, [dispatch, mode]);

  useEffect(() => {
    if (!sessionChecked || !isAuthenticated || signedInHere.current) return;
    const from = (location.state as { from?: unknown } | null)?.from;
    navigate(takeLoginRedirect() ?? safeRedirectPath(from) ?? paths.home.href(), { replace: true });
  }, [sessionChecked, isAuthenticated, location.state, navigate]);

  const closeReset = (open: boolean) => {
    setResetOpen(open);
    if (!open && resetRequested) navigate(paths.login.href('login'), { replace: true });
  };

  const isSignup = mode === 'signup';
  return (
    <AuthShell
      title={isSignup ? signupCopy.title : loginCopy.title}
      intro={isSignup ? signupCopy.intro : loginCopy.intro}
      width={isSignup ? 'lg' : 'md'}
    >
      {googleError && (
        <Alert tone="error" className="mb-5">
          {googleError}
        </Alert>
      )}
      {isSignup ? (
        <SignupForm key="signup" />
      ) : (
        <LoginForm
          key="login"
          onSignedIn={() => {
            signedInHere.current = true;
          }}
          onForgotPassword={() => setResetOpen(true)}
        />
      )}

      <OrDivider />
      <GoogleButton />

      <p className="mt-7 text-center text-ink-soft">
        {isSignup ? signupCopy.haveAccount : loginCopy.noAccount}{' '}
        <Link to={paths.login.href(isSignup ? 'login' : 'signup')} replace className={cardLink}>
          {isSignup ? signupCopy.toLogin : loginCopy.toSignup}
        </Link>
      </p>

      <ResetPasswordModal open={resetOpen} onOpenChange={closeReset} />
    </AuthShell>
  );
}
