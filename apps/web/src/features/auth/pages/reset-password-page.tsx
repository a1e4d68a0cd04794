import { TIMINGS, es, resetPasswordFormSchema } from '@sanarte/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { local, storageKeys } from '../../../lib/storage';
import { useCountdown } from '../../../lib/use-countdown';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCheckResetTokenMutation, useResetPasswordMutation } from '../api';
import { loginSuccess } from '../auth-slice';
import { AuthShell, cardLink } from '../components/auth-shell';
import { NewPasswordForm, emptyNewPassword } from '../components/new-password-fields';
import { tokenPageCopy } from '../content';
import { endSession } from '../end-session';
import { useAuth, useAuthDispatch } from '../hooks';
import { isTemporaryFlagSet } from '../redirects';

type Phase = 'ready' | 'success' | 'error' | 'unusable';

/**
 * /reset-password?token=…: ready, then success (redirect
 * after 3 s, to /panel in temporary mode, else /login) or error. 'Establecer Contraseña' wording
 * when the local isTemporary flag is set or the link says `type=set`.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [temporary] = useState(isTemporaryFlagSet);
  const isSet = temporary || params.get('type') === 'set';
  const navigate = useNavigate();
  const dispatch = useAuthDispatch();
  const { isAuthenticated } = useAuth();
  const [resetPassword] = useResetPasswordMutation();
  const [checkToken] = useCheckResetTokenMutation();
  const [phase, setPhase] = useState<Phase>('ready');
  const [message, setMessage] = useState('');
  const [signedInHere, setSignedInHere] = useState(false);
  const checked = useRef<string | null>(null);

  // A link already used or expired says so at once, not after the form is filled in.
  useEffect(() => {
    if (!token || checked.current === token) return;
    checked.current = token;
    void checkToken({ token })
      .unwrap()
      .then((answer) => {
        if (answer.data && !answer.data.usable) setPhase('unusable');
      })
      .catch(() => {
        /* Unreachable or refused: the form stays, and submitting says what went wrong. */
      });
  }, [token, checkToken]);

  const title = isSet ? es.password.setTitle : tokenPageCopy.titleReset;
  useDocumentTitle(isSet ? tokenPageCopy.pageTitleSet : tokenPageCopy.pageTitleReset);

  const target = temporary || signedInHere ? paths.panel.href() : paths.login.href('login');
  const secondsLeft = useCountdown(phase === 'success', TIMINGS.redirectAfterMs, () =>
    navigate(target, { replace: true }),
  );

  const form = useZodForm(resetPasswordFormSchema, emptyNewPassword);
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const answer = await resetPassword({ token, newPassword }).unwrap();
      const user = answer.data?.signedIn ? answer.data.user : undefined;
      const setDone = user ? es.password.setDone : es.password.setDoneLogin;
      setMessage(answer.message ?? (isSet ? setDone : es.password.resetDone));
      local.remove(storageKeys.isTemporary, storageKeys.passwordSetupEmail);
      if (user) {
        // A first password: the server signed this browser in (the panel is next).
        dispatch(loginSuccess(user));
        setSignedInHere(true);
      } else if (isAuthenticated) {
        // A reset signs every session of the account out: follow it here (downloads included).
        void dispatch(endSession());
      }
      setPhase('success');
    } catch (err) {
      setMessage(errorMessage(err, isSet ? es.password.setError : es.password.resetError));
      setPhase('error');
    }
  });

  const requestNew = isSet ? paths.loginSetPassword.href() : paths.loginResetPassword.href();

  // No token in the link, or one the server no longer takes: a new link is the only way on.
  if (!token || phase === 'unusable') {
    return (
      <TokenPageNotice title={title}>
        <Alert tone="error">{token ? tokenPageCopy.linkUnusable : es.password.tokenMissing}</Alert>
        <Link
          to={requestNew}
          className={buttonClasses({ variant: token ? 'primary' : 'outline', className: 'w-full' })}
        >
          {tokenPageCopy.requestNew}
        </Link>
      </TokenPageNotice>
    );
  }

  if (phase === 'success') {
    return (
      <TokenPageNotice title={title}>
        <Alert tone="success">{message}</Alert>
        <p className="text-ink-soft">{tokenPageCopy.redirectNotice(secondsLeft)}</p>
        <Link
          to={temporary ? paths.home.href() : paths.login.href('login')}
          replace
          className={buttonClasses({ className: 'w-full' })}
        >
          {temporary ? tokenPageCopy.goHome : tokenPageCopy.goToLogin}
        </Link>
      </TokenPageNotice>
    );
  }

  if (phase === 'error') {
    return (
      <TokenPageNotice title={title}>
        <Alert tone="error">{message}</Alert>
        <Button variant="outline" className="w-full" onClick={() => setPhase('ready')}>
          {tokenPageCopy.tryAgain}
        </Button>
        <p className="text-center">
          <Link to={requestNew} className={cardLink}>
            {tokenPageCopy.requestNew}
          </Link>
        </p>
      </TokenPageNotice>
    );
  }

  return (
    <AuthShell title={title} intro={<p>{isSet ? tokenPageCopy.promptSet : es.password.resetPrompt}</p>}>
      <NewPasswordForm
        form={form}
        onSubmit={onSubmit}
        label={tokenPageCopy.formLabel}
        submitLabel={isSet ? tokenPageCopy.submitSet : tokenPageCopy.submitReset}
        busyLabel={tokenPageCopy.submitting}
      />
    </AuthShell>
  );
}

/** The page's outcome in place of the form: a message and the way on. */
function TokenPageNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthShell title={title}>
      <div className="flex flex-col gap-6">{children}</div>
    </AuthShell>
  );
}
