import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { checkoutRoutes } from '../features/checkout';
import { panelRoutes } from '../features/panel';
import { HomePage } from '../features/site/pages/home-page';
import { NotFoundPage } from '../features/site/pages/not-found-page';
import { siteRoutes } from '../features/site/routes';
import { wellbeingTestRoutes } from '../features/wellbeing-test/routes';
import { authRoutes } from './auth-routes';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';

const ROOT_ROUTE_ID = 'root';
const isAdminPath = (path: string) => path === paths.admin.path || path.startsWith(`${paths.admin.path}/`);
let adminRoutesAdded = false;

/**
 * Every screen of config/paths.ts; pages load on first visit. The back-office's route table itself
 * joins on the first visit to /admin (patchRoutesOnNavigation): the public site's first JavaScript
 * does not carry it.
 */
export const router = createBrowserRouter(
  [
    {
      id: ROOT_ROUTE_ID,
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
        // The back-office (its own layout, not the site's header and footer) is added here.
      ],
    },
  ],
  {
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminRoutesAdded || !isAdminPath(path)) return;
      const { adminRoutes } = await import('./admin-routes');
      if (adminRoutesAdded) return;
      adminRoutesAdded = true;
      patch(ROOT_ROUTE_ID, adminRoutes);
    },
  },
);
