import { es, loginFormSchema } from '@sanarte/shared';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { EmailField } from '../../../components/ui/email-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLoginMutation, userOf } from '../api';
import { loginFailure, loginRequest, loginSuccess } from '../auth-slice';
import { fields, loginCopy } from '../content';
import { useAuth, useAuthDispatch } from '../hooks';
import { destinationAfterLogin } from '../redirects';
import { AuthPasswordField } from './auth-password-field';
import { GooglePasswordBanner } from './google-password-banner';
import { SubmitButton } from './submit-button';

type LoginFormProps = {
  /** Called just before the signed-in state is stored (the page stops its own redirect). */
  onSignedIn: () => void;
  onForgotPassword: () => void;
};

/**
 * E-mail and password sign-in. The error of a failed
 * attempt is the auth state's; a Google-only account gets the set-password banner.
 */
export function LoginForm({ onSignedIn, onForgotPassword }: LoginFormProps) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const { error, isLoading } = useAuth();
  const [login] = useLoginMutation();
  const attemptedEmail = useRef('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(loginFormSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    attemptedEmail.current = email;
    dispatch(loginRequest());
    try {
      const user = userOf(await login({ email, password }).unwrap());
      if (!user) throw new Error(es.login.errorLoggingIn);
      if (!user.isActive) {
        dispatch(loginFailure(es.login.inactive));
        return;
      }
      onSignedIn();
      const to = destinationAfterLogin(user) ?? paths.home.href();
      dispatch(loginSuccess(user));
      navigate(to, { replace: true });
    } catch (err) {
      dispatch(loginFailure(errorMessage(err, err instanceof Error ? err.message : es.login.errorLoggingIn)));
    }
  });

  const busy = isSubmitting || isLoading;
  const googleAccount = typeof error === 'string' && error.includes(es.login.googleAccount);

  return (
    <div className="flex flex-col gap-5">
      {error &&
        (googleAccount ? (
          <GooglePasswordBanner message={error} email={() => attemptedEmail.current} />
        ) : (
          <Alert tone="error">{error}</Alert>
        ))}
      <form noValidate onSubmit={onSubmit} aria-label={loginCopy.formLabel} className="flex flex-col gap-5">
        <EmailField label={fields.email} error={errors.email?.message} register={() => register('email')} />
        <AuthPasswordField
          label={fields.password}
          error={errors.password?.message}
          register={() => register('password')}
          autoComplete="current-password"
        />
        <div className="-mt-2 text-right">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded-md text-sm font-semibold text-night-600 underline decoration-night-600/40 underline-offset-4 hover:decoration-night-600"
          >
            {loginCopy.forgot}
          </button>
        </div>
        <SubmitButton busy={busy} busyLabel={loginCopy.submitting}>
          {loginCopy.submit}
        </SubmitButton>
      </form>
    </div>
  );
}
