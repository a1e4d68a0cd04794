import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';

/** Public pages of the site besides the landing, loaded on first visit (inside the site layout). */
export const siteRoutes: RouteObject[] = [
  {
    path: paths.terms.path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }),
  },
  {
    path: paths.privacyPolicy.path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({
      Component: (await import('./pages/privacy-policy-page')).PrivacyPolicyPage,
    }),
  },
  {
    path: paths.cookiePolicy.path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./pages/cookie-policy-page')).CookiePolicyPage }),
  },
  {
    path: paths.legalNotice.path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./pages/legal-notice-page')).LegalNoticePage }),
  },
  {
    path: paths.app.path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./pages/app-page')).AppPage }),
  },
];
