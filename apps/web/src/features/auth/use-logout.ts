import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { authApi } from './api';
import { endSession } from './end-session';
import { useAuthDispatch } from './hooks';
import { forgetStoredRedirects } from './redirects';

/**
 * «Cerrar sesión»: go to '/', end the session on this device (end-session.ts: the state, stored
 * redirects, cached answers, downloads), then tell the server (its failure is ignored). Navigating
 * first keeps route guards from taking the signed-out state on a protected page for an interrupted
 * visit: the navigation is rendered at once (flushSync), not as a transition, so the protected page
 * is gone before the state changes — otherwise its guard, still on screen, would send the visitor
 * home again with «Inicia sesión para continuar» and store the page to come back to.
 */
export function useLogout() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    forgetStoredRedirects();
    await navigate(paths.home.href(), { flushSync: true });
    void dispatch(endSession());
    try {
      await dispatch(authApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
    } catch {
      // Failure ignored: the local session is gone either way.
    }
  }, [dispatch, navigate]);
}
