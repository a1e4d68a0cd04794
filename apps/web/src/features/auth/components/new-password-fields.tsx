import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';
import { fields } from '../content';

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
      <PasswordField
        label={fields.newPassword}
        error={errors.newPassword?.message}
        register={() => register('newPassword')}
        checklistFor={checklistFor}
        minLength={6}
        autoComplete="new-password"
        showLabel={fields.showPassword}
        hideLabel={fields.hidePassword}
      />
      <PasswordField
        label={fields.confirmPassword}
        error={errors.confirmPassword?.message}
        register={() => register('confirmPassword')}
        minLength={6}
        autoComplete="new-password"
        showLabel={fields.showConfirm}
        hideLabel={fields.hideConfirm}
      />
    </>
  );
}
