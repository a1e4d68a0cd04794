import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SessionManager } from '../../features/auth';
import { trackPageView } from '../../lib/tag-manager';

/**
 * Wraps every route: page-view events on each route change (sent only once analytics is allowed,
 * lib/tag-manager.ts), scroll restoration, and the session (validation on start, every 15 minutes
 * and on focus; the session-expired modal). The cookie banner is each layout's, right after its
 * skip links (features/consent).
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
