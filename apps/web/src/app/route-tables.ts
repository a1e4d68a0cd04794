import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ROOT_ROUTE_ID, SITE_ROUTE_ID } from './root-routes';

/** A route table added to the router on first need: where it goes, and how to load it. */
export type RouteTable = { parent: string; load: () => Promise<RouteObject[]> };

/**
 * The route tables beyond the landing's (root-routes.tsx), each a chunk of its own that joins the
 * router on the first visit to a path it may hold (app/router.tsx): the back-office under the
 * root route, every other page of the site inside the site layout.
 */
export const routeTables = {
  admin: {
    parent: ROOT_ROUTE_ID,
    load: async () => (await import('./admin-routes')).adminRoutes,
  },
  site: {
    parent: SITE_ROUTE_ID,
    load: async () => (await import('./site-routes')).siteLayoutRoutes,
  },
} satisfies Record<string, RouteTable>;

/** The table that may hold a path. */
export function routeTableOf(path: string): RouteTable {
  const admin = path === paths.admin.path || path.startsWith(`${paths.admin.path}/`);
  return admin ? routeTables.admin : routeTables.site;
}
