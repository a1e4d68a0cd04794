import { es } from '@sanarte/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import type { AdminUser } from '../api/users';
import { ConfirmDialog } from '../components/confirm-dialog';
import { rowButton, rowDangerButton } from '../components/list-layout';
import { userCopy } from './content';
import { fill, fullName } from './format';
import { useUpdateAdminUserMutation } from './users-api';

type ActiveToggleProps = {
  user: AdminUser;
  /** Which error texts to use: 'cliente' (Clientes) or 'usuario' (Usuarios CRM). */
  kind: 'client' | 'staff';
  disabled?: boolean;
  /** Why it is disabled (a tooltip); 'Solo lectura' by default. */
  disabledTitle?: string;
};

const errorTexts = {
  client: { deactivate: es.admin.clientsDeactivateError, activate: es.admin.clientsActivateError },
  staff: { deactivate: es.admin.staffDeactivateError, activate: es.admin.staffActivateError },
} as const;

/**
 * 'Desactivar' for active users, 'Activar' for inactive ones: confirmed first, then
 * the update call with only isActive; while pending the buttons read 'Desactivando...'/'Activando...'.
 */
export function ActiveToggle({
  user,
  kind,
  disabled = false,
  disabledTitle = es.admin.readOnly,
}: ActiveToggleProps) {
  const [updateUser, { isLoading }] = useUpdateAdminUserMutation();
  const [confirming, setConfirming] = useState(false);
  const deactivate = user.isActive;
  const name = fullName(user) || user.email;
  const label = deactivate ? es.admin.userDeactivate : es.admin.userActivate;
  const pending = deactivate ? es.admin.userDeactivating : es.admin.userActivating;

  async function run() {
    try {
      await updateUser({ id: user._id, body: { isActive: !deactivate } }).unwrap();
      toast.success(deactivate ? userCopy.deactivated(name) : userCopy.activated(name));
    } catch (err) {
      const template = deactivate ? errorTexts[kind].deactivate : errorTexts[kind].activate;
      // The update call's own fallback when the server said nothing.
      toast.error(fill(template, { message: errorMessage(err, es.admin.updateUserFailedEn) }));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={deactivate ? rowDangerButton : rowButton}
        disabled={disabled || isLoading}
        aria-busy={isLoading || undefined}
        title={disabled ? disabledTitle : undefined}
        onClick={() => setConfirming(true)}
      >
        {isLoading ? (
          pending
        ) : (
          <>
            {label}
            <span className="sr-only"> a {name}</span>
          </>
        )}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deactivate ? userCopy.deactivateTitle : userCopy.activateTitle}
        message={deactivate ? userCopy.deactivateText(name) : userCopy.activateText(name)}
        confirmLabel={label}
        busy={isLoading}
        busyLabel={pending}
        tone={deactivate ? 'danger' : 'default'}
        onConfirm={run}
      />
    </>
  );
}
