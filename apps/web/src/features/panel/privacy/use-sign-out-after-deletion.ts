import { es } from '@sanarte/shared';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toasts';
import { useLogout } from '../../auth';

/** Long enough to read the farewell after the page has changed under it. */
const FAREWELL_MS = 8000;

/**
 * After the account is deleted (the server has already ended its sessions): the same sign-out as
 * «Cerrar sesión» — home first, then everything of the session forgotten on this device (the auth
 * state and the session hint, stored redirects, every cached answer of the API, the downloads).
 * The farewell is a toast, which outlives the page.
 */
export function useSignOutAfterDeletion() {
  const logout = useLogout();
  return useCallback(
    async (message: string = es.privacy.deleted) => {
      toast.success(message, { autoClose: FAREWELL_MS });
      await logout();
    },
    [logout],
  );
}
