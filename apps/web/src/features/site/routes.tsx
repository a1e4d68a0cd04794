import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** Public pages of the site besides the landing, loaded on first visit (inside the site layout). */
export const siteRoutes: RouteObject[] = [
  lazyPage(paths.terms.path, async () => (await import('./pages/terms-page')).TermsPage),
  lazyPage(
    paths.privacyPolicy.path,
    async () => (await import('./pages/privacy-policy-page')).PrivacyPolicyPage,
  ),
  lazyPage(
    paths.cookiePolicy.path,
    async () => (await import('./pages/cookie-policy-page')).CookiePolicyPage,
  ),
  lazyPage(paths.legalNotice.path, async () => (await import('./pages/legal-notice-page')).LegalNoticePage),
  lazyPage(paths.app.path, async () => (await import('./pages/app-page')).AppPage),
];
