import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { es } from '@sanarte/shared';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toasts';
import { paths } from '../../config/paths';
import { local, storageKeys } from '../../lib/storage';
import { type WithAuth, authApi, loginSuccess, refreshCurrentUser, userOf } from '../auth';
import { trialModal as copy } from './content';

type Dispatch = ThunkDispatch<WithAuth, unknown, UnknownAction>;

/** The first name to thank: the first word of the name. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** '¡Gracias, Sara! Ahora puedes acceder a Audio de prueba'. */
export const trialThanks = (name: string, planName: string): string =>
  `${copy.thanks(firstNameOf(name))} ${es.trial.nowYouCanAccess} ${planName}`;

/**
 * After a successful trial registration or continue check: mark the
 * session temporary, sign in by e-mail without a password, store the session as the login form
 * does (loginSuccess, which also sets the `hasSession` hint), fetch the current user, thank them,
 * then go to /email-verification (unverified, with the e-mail so resending works) or /test.
 * Resolves false when the sign-in failed (the caller shows the error).
 */
export function useStartTrialSession() {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<WithAuth>();
  const navigate = useNavigate();
  const [login] = authApi.useLoginMutation();

  return useCallback(
    async (email: string, planName: string): Promise<boolean> => {
      local.set(storageKeys.isTemporary, '1');
      let signedIn: ReturnType<typeof userOf>;
      try {
        signedIn = userOf(await login({ email, tempUser: true }).unwrap());
      } catch {
        signedIn = null;
      }
      if (!signedIn) {
        local.remove(storageKeys.isTemporary);
        return false;
      }
      dispatch(loginSuccess(signedIn));
      await dispatch(refreshCurrentUser());
      const user = store.getState().auth.user ?? signedIn;

      toast.success(trialThanks(user.name, planName));
      if (!user.isVerified) {
        navigate(paths.emailVerification.href(), { state: { email: user.email } });
      } else {
        navigate(paths.test.href());
      }
      return true;
    },
    [dispatch, login, navigate, store],
  );
}
