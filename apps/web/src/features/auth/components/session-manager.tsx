import { TIMINGS } from '@sanarte/shared';
import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { storageKeys } from '../../../lib/storage';
import { endSession } from '../end-session';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { checkSession, revalidateSession } from '../session';

/** Loaded when a session expires: no page's first JavaScript carries it. */
const SessionExpiredModal = lazy(async () => ({
  default: (await import('./session-expired-modal')).SessionExpiredModal,
}));

/**
 * The session: validated on start, every 15 minutes and on window focus while
 * signed in, except on the Google callback (which signs in itself); ended here when it ends in
 * another tab. Renders the expired modal (its code loaded when it is first shown).
 */
export function SessionManager() {
  const dispatch = useAuthDispatch();
  const { pathname } = useLocation();
  const sessionChecked = useAuthSelector((s) => s.auth.sessionChecked);
  const isAuthenticated = useAuthSelector((s) => s.auth.isAuthenticated);
  const expired = useAuthSelector((s) => s.auth.showSessionExpiredModal);
  const onCallback = pathname === paths.googleCallback.path;

  useEffect(() => {
    if (!sessionChecked && !onCallback) void dispatch(checkSession());
  }, [dispatch, sessionChecked, onCallback]);

  useEffect(() => {
    if (!isAuthenticated || onCallback) return;
    const revalidate = () => void dispatch(revalidateSession());
    const timer = window.setInterval(revalidate, TIMINGS.sessionRecheckMs);
    window.addEventListener('focus', revalidate);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', revalidate);
    };
  }, [dispatch, isAuthenticated, onCallback]);

  // The session ended in another tab (its hint removed: «Cerrar sesión», expiry, a deactivated
  // account): the cookies are shared, so it ended here too; this tab forgets it as well.
  useEffect(() => {
    if (!isAuthenticated) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.sessionHint && event.newValue === null) void dispatch(endSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, isAuthenticated]);

  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal />
    </Suspense>
  );
}
