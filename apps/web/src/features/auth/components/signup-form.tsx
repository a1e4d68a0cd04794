import { emptySignupForm, es, signupFormSchema } from '@sanarte/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { EmailField } from '../../../components/ui/email-field';
import { Field, Input } from '../../../components/ui/field';
import { TermsCheckbox } from '../../../components/ui/terms-checkbox';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegisterMutation } from '../api';
import { fields, signupCopy } from '../content';
import { AuthPasswordField } from './auth-password-field';
import { SubmitButton } from './submit-button';

/**
 * Self sign-up: the shared schema checks the fields in the spec's order,
 * the first invalid field takes focus, the checklist follows the password as it is typed.
 * Success goes to /email-verification with the address, so the resend button can use it.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const [registerUser] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(signupFormSchema, emptySignupForm);
  const password = watch('password') ?? '';

  const onSubmit = handleSubmit(async ({ name, lastName, email, password, phone }) => {
    setFailure(null);
    try {
      const answer = await registerUser({
        name,
        lastName,
        email,
        password,
        // The spec's payload lists the phone: sent always, empty when not given.
        phone: phone ?? '',
      }).unwrap();
      toast.success(answer.message ?? es.signup.registered);
      navigate(paths.emailVerification.href(), { state: { email } });
    } catch (err) {
      setFailure(errorMessage(err, es.signup.registerError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={signupCopy.formLabel} className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">{fields.requiredNote}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={fields.name} required error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="given-name" />}
        </Field>
        <Field label={fields.lastName} required error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="family-name" />}
        </Field>
      </div>
      <EmailField label={fields.email} error={errors.email?.message} register={() => register('email')} />
      <AuthPasswordField
        label={fields.password}
        error={errors.password?.message}
        register={() => register('password')}
        checklistFor={password}
        autoComplete="new-password"
      />
      <AuthPasswordField
        label={fields.confirmPassword}
        error={errors.confirmPassword?.message}
        register={() => register('confirmPassword')}
        autoComplete="new-password"
        confirmation
      />
      <Field label={fields.phone} error={errors.phone?.message}>
        {(p) => <Input {...p} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
      </Field>

      <TermsCheckbox register={() => register('acceptTerms')} error={errors.acceptTerms?.message} />

      <SubmitButton busy={isSubmitting} busyLabel={signupCopy.submitting}>
        {signupCopy.submit}
      </SubmitButton>
    </form>
  );
}
