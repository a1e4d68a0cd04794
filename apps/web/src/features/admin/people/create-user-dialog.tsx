import { Suspense, lazy } from 'react';
import { useOpenedOnce } from '../components/opened-once';
import type { CreateUserDialogProps } from './create-user-dialog-body';

/**
 * The form and its libraries (react-hook-form, zod) load when the dialog first opens: the lists
 * of Clientes and Usuarios CRM paint without them. The dialog appears once its form has loaded.
 */
const CreateUserDialogBody = lazy(async () => ({
  default: (await import('./create-user-dialog-body')).CreateUserDialogBody,
}));

/** 'Crear Cliente' / create staff user: the registration form in a dialog. */
export function CreateUserDialog(props: CreateUserDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <CreateUserDialogBody {...props} />
    </Suspense>
  );
}
