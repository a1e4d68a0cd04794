import type { Role } from '@sanarte/shared';
import { FormDialog } from '../components/form-dialog';
import { userCopy } from './content';
import { CreateUserForm } from './create-user-form';

export type CreateUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  roles: readonly Role[];
  defaultRole: Role;
  /** Staff: invite by e-mail instead of typing a password (see CreateUserForm). */
  invite?: boolean;
};

/** 'Crear Cliente' / create staff user: the registration form in a dialog. */
export function CreateUserDialogBody({
  open,
  onOpenChange,
  title,
  roles,
  defaultRole,
  invite = false,
}: CreateUserDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      submitLabel={invite ? userCopy.invite : userCopy.create}
      busyLabel={invite ? userCopy.inviting : userCopy.creating}
    >
      {(form) => (
        <CreateUserForm
          form={form}
          roles={roles}
          defaultRole={defaultRole}
          onCreated={() => onOpenChange(false)}
          invite={invite}
        />
      )}
    </FormDialog>
  );
}
