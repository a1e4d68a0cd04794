import { TIMINGS } from '@sanarte/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { checkSession, revalidateSession } from '../session';
import { SessionExpiredModal } from './session-expired-modal';

/**
 * The session: validated on start, every 15 minutes and on window focus while
 * signed in, except on the Google callback (which signs in itself). Renders the expired modal.
 */
export function SessionManager() {
  const dispatch = useAuthDispatch();
  const { pathname } = useLocation();
  const sessionChecked = useAuthSelector((s) => s.auth.sessionChecked);
  const isAuthenticated = useAuthSelector((s) => s.auth.isAuthenticated);
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

  return <SessionExpiredModal />;
}
