import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';

/** '/test', loaded on first visit. Registered inside the site layout by app/router.tsx. */
export const wellbeingTestRoutes: RouteObject[] = [
  {
    path: paths.test.path,
    // Shown while the page's code loads on a first visit straight to /test.
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: (await import('./pages/wellbeing-test-page')).WellbeingTestPage,
    }),
  },
];
