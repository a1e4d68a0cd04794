import { TIMINGS, es, newPasswordFormSchema } from '@sanarte/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { local, storageKeys } from '../../../lib/storage';
import { useCountdown } from '../../../lib/use-countdown';
import { useZodForm } from '../../../lib/use-zod-form';
import { authApi, useUpdatePasswordGoogleMutation, userOf } from '../api';
import { loginSuccess } from '../auth-slice';
import { AuthShell, cardLink } from '../components/auth-shell';
import { NewPasswordForm, emptyNewPassword } from '../components/new-password-fields';
import { verifyEmailCopy as copy } from '../content';
import { useAuth, useAuthDispatch } from '../hooks';
import { takePostVerificationRedirect } from '../redirects';

type Phase = 'verifying' | 'success' | 'setup' | 'error';

/**
 * /verify-email?token=…: verifying, then success,
 * password-setup or error. Opened in the browser that registered, verifying signs in. Success
 * counts down 3 s, then goes (signed in) to the stored redirect or /panel, otherwise to /login.
 * Setup mode: `setup=true` in the query or a stored passwordSetupEmail.
 */
export function VerifyEmailPage() {
  useDocumentTitle(copy.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const setupRequested = params.get('setup') === 'true';
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useAuth();
  const [phase, setPhase] = useState<Phase>(token ? 'verifying' : 'error');
  const [message, setMessage] = useState(token ? '' : es.verification.tokenMissing);
  const started = useRef<string | null>(null);

  useEffect(() => {
    // The token is single use: send it once, even when React runs effects twice.
    if (!token || started.current === token) return;
    started.current = token;
    void (async () => {
      const result = await dispatch(authApi.endpoints.verifyEmail.initiate({ token }, { track: false }));
      if (result.error || !result.data) {
        setMessage(errorMessage(result.error, es.verification.failed));
        setPhase('error');
        return;
      }
      const { data } = result;
      if (data.data?.signedIn && data.data.user) dispatch(loginSuccess(data.data.user));
      setMessage(data.message ?? es.verification.verified);
      const setup = setupRequested || Boolean(local.get(storageKeys.passwordSetupEmail));
      setPhase(setup ? 'setup' : 'success');
    })();
  }, [token, setupRequested, dispatch]);

  const goOn = () => {
    // A trial account (no password) continues its trial: the test and its trial audio.
    const trial = Boolean(user?.tempUser || user?.isTemporary);
    const to = isAuthenticated
      ? (takePostVerificationRedirect() ?? (trial ? paths.test.href() : paths.panel.href()))
      : paths.login.href('login');
    navigate(to, { replace: true });
  };
  const secondsLeft = useCountdown(phase === 'success', TIMINGS.redirectAfterMs, goOn);

  return (
    <AuthShell title={phase === 'setup' ? copy.setupTitle : copy.title}>
      {phase === 'verifying' && (
        <div className="flex justify-center py-6 text-night-700">
          <Spinner label={copy.verifying} showLabel />
        </div>
      )}

      {phase === 'success' && (
        <div className="flex flex-col gap-6">
          <Alert tone="success" title={copy.successTitle}>
            {message}
          </Alert>
          <p className="text-ink-soft">{copy.redirectNotice(secondsLeft)}</p>
          <Button className="w-full" onClick={goOn}>
            {copy.goNow}
          </Button>
        </div>
      )}

      {phase === 'setup' && (
        <PasswordSetup
          verifiedMessage={message}
          onDone={() => setPhase('success')}
          onMissingEmail={() => navigate(paths.login.href('login'), { replace: true })}
        />
      )}

      {phase === 'error' && (
        <div className="flex flex-col gap-6">
          <Alert tone="error" title={copy.errorTitle}>
            {message}
          </Alert>
          {isAuthenticated ? (
            <Button className="w-full" onClick={() => navigate(paths.home.href(), { replace: true })}>
              {es.verification.continue}
            </Button>
          ) : (
            <Link to={paths.login.href('login')} className={buttonClasses({ className: 'w-full' })}>
              {copy.goToLogin}
            </Link>
          )}
        </div>
      )}
    </AuthShell>
  );
}

function PasswordSetup({
  verifiedMessage,
  onDone,
  onMissingEmail,
}: {
  verifiedMessage: string;
  onDone: () => void;
  onMissingEmail: () => void;
}) {
  const [updatePassword] = useUpdatePasswordGoogleMutation();
  const dispatch = useAuthDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  // The sign-up rules with their checklist, both equal (decision 038).
  const form = useZodForm(newPasswordFormSchema, emptyNewPassword);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    const email = local.get(storageKeys.passwordSetupEmail);
    if (!email) {
      toast.error(es.password.setupEmailMissing);
      onMissingEmail();
      return;
    }
    try {
      const answer = await updatePassword({ email, newPassword }).unwrap();
      local.remove(storageKeys.passwordSetupEmail, storageKeys.isTemporary);
      // The server signed this browser in with its new password.
      const signedIn = userOf(answer);
      if (signedIn) dispatch(loginSuccess(signedIn));
      toast.success(es.password.setDone);
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, es.password.setError));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">{verifiedMessage}</Alert>
      <p className="text-ink-soft">{copy.setupIntro}</p>
      {failure && (
        <Alert tone="error">
          {failure}{' '}
          <Link to={paths.loginSetPassword.href()} className={cardLink}>
            {copy.requestSetLink}
          </Link>
        </Alert>
      )}
      <NewPasswordForm
        form={form}
        onSubmit={onSubmit}
        label={copy.setupFormLabel}
        submitLabel={copy.setupSubmit}
        busyLabel={copy.setupSubmitting}
      />
    </div>
  );
}
