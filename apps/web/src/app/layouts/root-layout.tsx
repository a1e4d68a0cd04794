import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SessionManager } from '../../features/auth';
import { trackPageView } from '../../lib/tag-manager';

/**
 * Wraps every route: page-view events on each route change, scroll restoration, and the session
 * (validation on start, every 15 minutes and on focus; the session-expired modal).
 */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <SessionManager />
    </>
  );
}
