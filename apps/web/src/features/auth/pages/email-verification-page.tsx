import { es } from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { local, storageKeys } from '../../../lib/storage';
import { useRequestPasswordEmailMutation, useResendVerificationMutation } from '../api';
import { AuthShell, cardLink } from '../components/auth-shell';
import { emailVerificationCopy as copy } from '../content';
import { useAuth, useAuthDispatch } from '../hooks';
import { isTemporaryUser, takePostVerificationRedirect } from '../redirects';
import { refreshCurrentUser } from '../session';

/**
 * /email-verification: asks the user to open the e-mail, with
 * 'Reenviar correo de verificación'. The current user is refreshed on load (and on every focus by
 * the session), so a user who verified meanwhile is sent on. The address comes from the signed-in
 * user, the sign-up form, or the stored password-setup e-mail; when there is none, resending
 * explains it. In the set-password flow (a stored passwordSetupEmail and no unverified user) the
 * button sends the set-password e-mail again.
 */
export function EmailVerificationPage() {
  useDocumentTitle(copy.pageTitle);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated, sessionChecked } = useAuth();
  const [resendVerification, verificationState] = useResendVerificationMutation();
  const [requestSetEmail, setEmailState] = useRequestPasswordEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const refreshed = useRef(false);

  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const setupEmail = local.get(storageKeys.passwordSetupEmail);
  const unverifiedUser = user && !user.isVerified ? user : null;
  const setPasswordFlow = Boolean(setupEmail) && !unverifiedUser;
  const email =
    (setPasswordFlow ? setupEmail : null) ??
    user?.email ??
    (typeof stateEmail === 'string' ? stateEmail : null) ??
    setupEmail;

  useEffect(() => {
    if (!sessionChecked || !isAuthenticated || refreshed.current) return;
    refreshed.current = true;
    void dispatch(refreshCurrentUser());
  }, [dispatch, sessionChecked, isAuthenticated]);

  // A verified, signed-in user has nothing to do here.
  useEffect(() => {
    if (!user?.isVerified || setPasswordFlow) return;
    const fallback = isTemporaryUser(user) ? paths.test.href() : paths.panel.href();
    navigate(takePostVerificationRedirect() ?? fallback, { replace: true });
  }, [user, setPasswordFlow, navigate]);

  const resend = async () => {
    setFailure(null);
    setSent(null);
    if (!email) {
      setFailure(es.verification.noEmail);
      return;
    }
    try {
      const answer = setPasswordFlow
        ? await requestSetEmail({ email, purpose: 'set' }).unwrap()
        : await resendVerification({ email }).unwrap();
      const message = answer.message ?? es.verification.resent;
      setSent(message);
      toast.success(message);
    } catch (err) {
      // No answer at all: the spec's "could not resend, try again".
      setFailure(errorMessage(err, es.verification.resendError, () => es.verification.resendRetry));
    }
  };

  const busy = verificationState.isLoading || setEmailState.isLoading;
  return (
    <AuthShell
      title={setPasswordFlow ? copy.setTitle : copy.title}
      intro={
        <>
          <p>{setPasswordFlow ? copy.setText : copy.text}</p>
          {email && (
            <p className="mt-2">
              {copy.sentTo} <strong className="break-all text-night-900">{email}</strong>
            </p>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <MailIllustration />
        <p className="text-sm text-ink-soft">{copy.spamHint}</p>
        <div aria-live="polite" className={sent ? undefined : '-mb-5'}>
          {sent && <Alert tone="success">{sent}</Alert>}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button
          size="lg"
          className="w-full"
          busy={busy}
          busyLabel={copy.sending}
          onClick={() => void resend()}
        >
          {es.verification.resendButton}
        </Button>
        <p className="text-center">
          <Link to={paths.home.href()} className={cardLink}>
            {copy.backHome}
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}

function MailIllustration() {
  return (
    <svg viewBox="0 0 120 72" className="mx-auto h-20 w-auto" aria-hidden="true" focusable="false">
      <rect x="14" y="8" width="92" height="58" rx="10" fill="#ece8fc" stroke="#363b8c" strokeWidth="2.5" />
      <path d="m18 14 42 30 42-30" fill="none" stroke="#363b8c" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="100" cy="12" r="9" fill="#f4b763" />
    </svg>
  );
}
