import { APP_ROUTE_PATTERNS, isAppRoute } from '@sanarte/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { ROOT_ROUTE_ID, SITE_ROUTE_ID, rootRoutes } from './root-routes';
import { siteLayoutRoutes } from './site-routes';

/** The whole tree as the router ends up with it, once both discoverable tables have joined. */
function fullTree(): RouteObject[] {
  const patch = (routes: RouteObject[], parentId: string, extra: RouteObject[]): RouteObject[] =>
    routes.map((r) => ({
      ...r,
      children:
        r.id === parentId
          ? [...(r.children ?? []), ...extra]
          : r.children
            ? patch(r.children, parentId, extra)
            : undefined,
    })) as RouteObject[];
  return patch(patch(rootRoutes, SITE_ROUTE_ID, siteLayoutRoutes), ROOT_ROUTE_ID, adminRoutes);
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/^\/\//, '/');

/** Every full path that renders a screen: index routes and leaf routes with a path. */
function patterns(routes: RouteObject[], base = '/'): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const here = r.path !== undefined ? join(base, r.path) : base;
    if (r.index) out.push(here);
    else if (r.children?.length) out.push(...patterns(r.children, here));
    else if (r.path !== undefined) out.push(here);
  }
  return out;
}

describe('the route patterns shared with the server', () => {
  it('are exactly the router’s screens (the not-found page aside)', () => {
    const routed = patterns(fullTree());
    expect(routed).toContain('/*');
    const screens = routed.filter((p) => p !== '/*');
    expect(new Set(screens).size).toBe(screens.length);
    expect([...screens].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it('match paths as the router does', () => {
    for (const path of [
      '/',
      '/panel',
      '/panel/',
      '/PANEL/Biblioteca',
      '/checkout/full',
      '/admin/logs-ordenes',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ['/nope', '/checkout', '/checkout/full/extra', '/panel/otra', '/admin/x', '/api']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
