import type { RouteObject } from 'react-router';
import { checkoutRoutes } from '../features/checkout';
import { notificationRoutes, panelRoutes } from '../features/panel';
import { siteRoutes } from '../features/site/routes';
import { wellbeingTestRoutes } from '../features/wellbeing-test/routes';
import { authRoutes } from './auth-routes';

/**
 * Every page of the site layout but the landing and the not-found page: added to the router on
 * the first visit to any other path (app/router.tsx, patchRoutesOnNavigation), so the landing's
 * first JavaScript does not carry these tables, their guards and loaders.
 */
export const siteLayoutRoutes: RouteObject[] = [
  ...authRoutes,
  ...wellbeingTestRoutes,
  ...checkoutRoutes,
  ...panelRoutes,
  ...notificationRoutes,
  ...siteRoutes,
];
