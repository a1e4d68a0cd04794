import type { ComponentProps } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { fields } from '../content';

type AuthPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'showLabel' | 'hideLabel'> & {
  /** The confirmation of a new password: its show/hide toggle names the confirmation. */
  confirmation?: boolean;
};

/**
 * A password field of the sign-in screens, its show/hide toggle named «Mostrar contraseña» /
 * «Ocultar contraseña» (for the confirmation, «… confirmación de contraseña»).
 */
export function AuthPasswordField({ confirmation = false, ...field }: AuthPasswordFieldProps) {
  return (
    <PasswordField
      {...field}
      showLabel={confirmation ? fields.showConfirm : fields.showPassword}
      hideLabel={confirmation ? fields.hideConfirm : fields.hidePassword}
    />
  );
}
