import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/site/pages/home-page';
import { NotFoundPage } from '../features/site/pages/not-found-page';
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
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
