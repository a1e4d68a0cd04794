import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fields } from '../content';
import { AuthPasswordField } from './auth-password-field';
import { SubmitButton } from './submit-button';

/** What the new-password form holds, empty at first. */
export type NewPasswordValues = { newPassword: string; confirmPassword: string };
export const emptyNewPassword: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/**
 * The new-password form of the token and verification pages: 'Nueva contraseña' (its checklist
 * following it as it is typed) and 'Confirmar contraseña', 6 characters at least in the browser's
 * own check, then the submit, busy while `onSubmit` runs. The page owns `form`: what was typed
 * stays when the form comes back after a failure.
 */
export function NewPasswordForm({
  form,
  onSubmit,
  label,
  submitLabel,
  busyLabel,
}: {
  form: UseFormReturn<NewPasswordValues, unknown, NewPasswordValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-5">
      <AuthPasswordField
        label={fields.newPassword}
        error={errors.newPassword?.message}
        register={() => form.register('newPassword')}
        checklistFor={form.watch('newPassword') ?? ''}
        minLength={6}
        autoComplete="new-password"
      />
      <AuthPasswordField
        label={fields.confirmPassword}
        error={errors.confirmPassword?.message}
        register={() => form.register('confirmPassword')}
        minLength={6}
        autoComplete="new-password"
        confirmation
      />
      <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
