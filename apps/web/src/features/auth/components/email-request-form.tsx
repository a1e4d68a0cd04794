import { emailOnlySchema, es } from '@sanarte/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmailField } from '../../../components/ui/email-field';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordEmailMutation } from '../api';
import { fields } from '../content';
import { SubmitButton } from './submit-button';

type EmailRequestFormProps = {
  purpose: 'reset' | 'set';
  submitLabel: string;
  busyLabel: string;
  formLabel: string;
  defaultEmail?: string;
  /** Called with the server's confirmation after the e-mail was requested. */
  onSent: (message: string) => void;
};

/**
 * The e-mail form of the reset and set-password requests:
 * e-mail required ('Por favor ingresa tu correo electrónico'), then POST reset-password-email.
 */
export function EmailRequestForm({
  purpose,
  submitLabel,
  busyLabel,
  formLabel,
  defaultEmail = '',
  onSent,
}: EmailRequestFormProps) {
  const [requestEmail] = useRequestPasswordEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(emailOnlySchema, { email: defaultEmail });

  const fallback = purpose === 'set' ? es.password.setEmailSent : es.password.resetEmailSent;
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await requestEmail({ email, purpose }).unwrap();
      onSent(answer.message ?? fallback);
    } catch (err) {
      setFailure(errorMessage(err, es.password.sendError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={formLabel} className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <EmailField label={fields.email} error={errors.email?.message} register={() => register('email')} />
      <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
