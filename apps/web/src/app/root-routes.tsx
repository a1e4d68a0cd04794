import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { HomePage } from '../features/site/pages/home-page';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout, signedInLayoutParts } from './layouts/site-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './screens';

export const ROOT_ROUTE_ID = 'root';
export const SITE_ROUTE_ID = 'site';

/**
 * The routes known from the start: the landing and the not-found page. The other tables (the
 * site's pages under SITE_ROUTE_ID, the back-office under ROOT_ROUTE_ID) join on first need
 * (app/router.tsx).
 */
export const rootRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // What a full load of any page but the landing shows while the router finds the page's route
    // table and loads its code (a page with an outline keeps the outline over it meanwhile).
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        id: SITE_ROUTE_ID,
        element: <SiteLayout />,
        handle: { firstPaint: signedInLayoutParts } satisfies RouteHandle,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          {
            path: paths.notFound.path,
            lazy: async () => ({
              Component: (await import('../features/site/pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      // The back-office (its own layout, not the site's header and footer) is added here.
    ],
  },
];
