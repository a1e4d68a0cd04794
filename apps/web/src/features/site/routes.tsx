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
    path: paths.app.path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./pages/app-page')).AppPage }),
  },
];
