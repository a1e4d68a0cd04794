import type { UseFormRegisterReturn } from 'react-hook-form';
import { fields } from '../content';
import { AuthPasswordField } from './auth-password-field';

type Name = 'newPassword' | 'confirmPassword';

/**
 * 'Nueva contraseña' and 'Confirmar contraseña' of the token and verification pages (6 characters
 * at least in the browser's own check); the checklist follows `checklistFor` when given.
 */
export function NewPasswordFields({
  register,
  errors,
  checklistFor,
}: {
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string }>>;
  checklistFor?: string;
}) {
  return (
    <>
      <AuthPasswordField
        label={fields.newPassword}
        error={errors.newPassword?.message}
        register={() => register('newPassword')}
        checklistFor={checklistFor}
        minLength={6}
        autoComplete="new-password"
      />
      <AuthPasswordField
        label={fields.confirmPassword}
        error={errors.confirmPassword?.message}
        register={() => register('confirmPassword')}
        minLength={6}
        autoComplete="new-password"
        confirmation
      />
    </>
  );
}
