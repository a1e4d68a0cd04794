import * as Dialog from '@radix-ui/react-dialog';
import { type Role, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminDialog } from '../components/admin-dialog';
import { userCopy } from './content';
import { CreateUserForm } from './create-user-form';

type CreateUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  roles: readonly Role[];
  defaultRole: Role;
  /** Staff: invite by e-mail instead of typing a password (see CreateUserForm). */
  invite?: boolean;
};

/** 'Crear Cliente' / create staff user: the registration form in a dialog. */
export function CreateUserDialog({
  open,
  onOpenChange,
  title,
  roles,
  defaultRole,
  invite = false,
}: CreateUserDialogProps) {
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      footer={
        <>
          <Dialog.Close asChild>
            <Button variant="outline">{es.common.cancel}</Button>
          </Dialog.Close>
          <Button
            type="submit"
            form={formId}
            busy={submitting}
            busyLabel={invite ? userCopy.inviting : userCopy.creating}
          >
            {invite ? userCopy.invite : userCopy.create}
          </Button>
        </>
      }
    >
      <CreateUserForm
        id={formId}
        roles={roles}
        defaultRole={defaultRole}
        onCreated={() => onOpenChange(false)}
        onSubmittingChange={setSubmitting}
        invite={invite}
      />
    </AdminDialog>
  );
}
