import { es } from '@sanarte/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toasts';
import { errorMessage, isApiError } from '../../../lib/api';
import { useAuth } from '../../auth';
import type { AdminUser } from '../api/users';
import { ConfirmDialog } from '../components/confirm-dialog';
import { rowDangerButton } from '../components/list-layout';
import { displayName } from './format';
import { useDeleteClientAccountMutation } from './users-api';

/**
 * «Eliminar cuenta» of a client, for admins only (other staff roles do not see it; the server
 * refuses them too): asked first, naming the client, then DELETE /api/users/delete/{id}. The list
 * refreshes and shows the account as deleted; a refusal stays in the dialog, except «already
 * deleted», which closes it (the refreshed list says so).
 */
export function DeleteClientAction({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const [deleteClient, { isLoading }] = useDeleteClientAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (me?.role !== 'admin' || user.deletedAt) return null;
  const name = displayName(user);

  const open = (next: boolean) => {
    setError(null);
    setConfirming(next);
  };

  async function run() {
    setError(null);
    try {
      const answer = await deleteClient(user._id).unwrap();
      setConfirming(false);
      toast.success(answer.message || es.privacy.adminDeleted);
    } catch (err) {
      const message = errorMessage(err, es.common.unknownError);
      if (isApiError(err) && err.status === 409) {
        setConfirming(false);
        toast.info(message);
      } else setError(message);
    }
  }

  return (
    <>
      <button type="button" className={rowDangerButton} onClick={() => open(true)}>
        {es.privacy.adminDelete}
        <span className="sr-only"> de {name}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={open}
        title={es.privacy.adminDeleteTitle}
        message={
          <>
            <span className="block font-semibold text-night-900 [overflow-wrap:anywhere]">
              {[name, user.email].filter((part, i, all) => part && all.indexOf(part) === i).join(' · ')}
            </span>
            <span className="mt-1 block">{es.privacy.adminDeleteText}</span>
          </>
        }
        confirmLabel={es.privacy.adminDeleteConfirm}
        busy={isLoading}
        busyLabel={es.privacy.adminDeleting}
        error={error}
        tone="danger"
        onConfirm={run}
      />
    </>
  );
}
