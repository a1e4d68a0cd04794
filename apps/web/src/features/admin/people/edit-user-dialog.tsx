import { Suspense, lazy } from 'react';
import { useOpenedOnce } from '../components/opened-once';
import type { EditUserDialogProps } from './edit-user-dialog-body';

/**
 * The form and its libraries (react-hook-form, zod) load when the dialog first opens: the lists
 * of Clientes and Usuarios CRM paint without them. The dialog appears once its form has loaded.
 */
const EditUserDialogBody = lazy(async () => ({
  default: (await import('./edit-user-dialog-body')).EditUserDialogBody,
}));

/** The shared 'Editar Usuario' dialog of Clientes and Usuarios CRM. */
export function EditUserDialog(props: EditUserDialogProps) {
  if (!useOpenedOnce(Boolean(props.user))) return null;
  return (
    <Suspense fallback={null}>
      <EditUserDialogBody {...props} />
    </Suspense>
  );
}
