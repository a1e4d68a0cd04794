import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SessionManager } from '../../features/auth';
import { CookieConsent } from '../../features/consent/components/cookie-consent';
import { trackPageView } from '../../lib/tag-manager';

/**
 * Wraps every route: the cookie banner and settings (first in the page, so the keyboard meets the
 * banner first; shown only after hydration, as the choice lives in this browser), page-view events
 * on each route change (sent only once analytics is allowed, lib/tag-manager.ts), scroll
 * restoration, and the session (validation on start, every 15 minutes and on focus; the
 * session-expired modal).
 */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  return (
    <>
      <CookieConsent />
      <ScrollRestoration />
      <Outlet />
      <SessionManager />
    </>
  );
}
