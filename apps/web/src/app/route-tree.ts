import type { RouteObject } from 'react-router';
import { ROOT_ROUTE_ID, rootRoutes } from './root-routes';
import { routeTableOf, routeTables } from './route-tables';
import type { Area, RouteHandle, Screen } from './screens';

/**
 * The whole route tree as the router ends up with it once every table has joined (app/router.tsx
 * adds them on first need). For the build (entry-prerender.tsx) and the tests, not the browser.
 */
export async function fullRouteTree(): Promise<RouteObject[]> {
  const tables = await Promise.all(
    Object.values(routeTables).map(async (t) => ({ parent: t.parent, routes: await t.load() })),
  );
  const patch = (routes: RouteObject[]): RouteObject[] =>
    routes.map((r) => {
      const extra = tables.filter((t) => t.parent === r.id).flatMap((t) => t.routes);
      const children = r.children ? [...patch(r.children), ...extra] : extra.length ? extra : undefined;
      return { ...r, children } as RouteObject;
    });
  return patch(rootRoutes);
}

/** A route that renders a screen, with the routes above it. */
export type ScreenRoute = {
  /** Its full path pattern ('/admin/kpi', '/checkout/:planSlug', '/*'). */
  path: string;
  /** The routes from the root to it, it last. */
  branch: RouteObject[];
  /** The signed-in area it belongs to, if any (an `area` on a route above it). */
  area?: Area;
  /** What it declares it needs first (app/screens.ts). */
  screen?: Screen;
};

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/^\/\//, '/');
const handleOf = (route: RouteObject) => (route.handle ?? {}) as RouteHandle;

/** Every route of `tree` that renders a screen: index routes and leaf routes with a path. */
export function screenRoutes(tree: RouteObject[], base = '/', above: RouteObject[] = []): ScreenRoute[] {
  const out: ScreenRoute[] = [];
  for (const route of tree) {
    const path = route.path !== undefined ? join(base, route.path) : base;
    const branch = [...above, route];
    if (route.index || (!route.children?.length && route.path !== undefined)) {
      out.push({
        path,
        branch,
        area: branch.map((r) => handleOf(r).area).findLast(Boolean),
        screen: handleOf(route).screen,
      });
    } else if (route.children?.length) out.push(...screenRoutes(route.children, path, branch));
  }
  return out;
}

/**
 * The panel's and the back-office's screens (those of a signed-in area), with a fixed path: what
 * the build prepares for each before the app runs.
 */
export async function signedInScreens(): Promise<(ScreenRoute & { area: Area })[]> {
  return screenRoutes(await fullRouteTree()).filter(
    (s): s is ScreenRoute & { area: Area } => s.area !== undefined && !/[:*]/.test(s.path),
  );
}

/**
 * The module loads a screen's first paint waits for, each a function that imports one module: its
 * route table, the code of every route on its branch (layouts and page), what those layouts load
 * themselves (`firstPaint`) and the outline's keeper. The build finds each one's files in Vite's
 * manifest and public/boot.js preloads them with the app.
 */
export function firstPaintLoads(s: ScreenRoute): (() => Promise<unknown>)[] {
  if (s.branch[0]?.id !== ROOT_ROUTE_ID) throw new Error(`${s.path}: not a branch of the full tree`);
  return [
    routeTableOf(s.path).load,
    ...s.branch.flatMap((r) => (typeof r.lazy === 'function' ? [r.lazy as () => Promise<unknown>] : [])),
    ...s.branch.flatMap((r) => handleOf(r).firstPaint ?? []),
    // What keeps the outline on view until the page has rendered (main.tsx loads it).
    () => import('../lib/page-outline'),
  ];
}
