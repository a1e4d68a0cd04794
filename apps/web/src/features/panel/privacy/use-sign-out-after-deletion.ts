import { es } from '@sanarte/shared';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toasts';
import { api } from '../../../lib/api';
import { useLogout } from '../../auth';
import { useThunkDispatch } from '../hooks';

/** Long enough to read the farewell after the page has changed under it. */
const FAREWELL_MS = 8000;

/**
 * After the account is deleted (the server has already ended its sessions): the same sign-out as
 * «Cerrar sesión» — home first, the auth state and the session hint cleared, stored redirects and
 * this device's downloads forgotten — then every cached answer of the API dropped, since they
 * belong to an account that no longer exists. The farewell is a toast, which outlives the page.
 */
export function useSignOutAfterDeletion() {
  const logout = useLogout();
  const dispatch = useThunkDispatch();
  return useCallback(
    async (message: string = es.privacy.deleted) => {
      toast.success(message, { autoClose: FAREWELL_MS });
      await logout();
      dispatch(api.util.resetApiState());
    },
    [logout, dispatch],
  );
}
