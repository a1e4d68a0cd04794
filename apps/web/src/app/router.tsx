import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { checkoutRoutes } from '../features/checkout';
import { panelRoutes } from '../features/panel';
import { HomePage } from '../features/site/pages/home-page';
import { NotFoundPage } from '../features/site/pages/not-found-page';
import { siteRoutes } from '../features/site/routes';
import { wellbeingTestRoutes } from '../features/wellbeing-test/routes';
import { adminRoutes } from './admin-routes';
import { authRoutes } from './auth-routes';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';

/**
 * Only screens that exist are registered; the rest of config/paths.ts joins as each feature lands
 * (panel and admin lazily loaded).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          ...authRoutes,
          ...wellbeingTestRoutes,
          ...checkoutRoutes,
          ...panelRoutes,
          ...siteRoutes,
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
      // The back-office has its own layout (not the site's header and footer).
      ...adminRoutes,
    ],
  },
]);
