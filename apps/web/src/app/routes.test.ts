import { APP_ROUTE_PATTERNS, isAppRoute, isSignedInArea } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { fullRouteTree, screenRoutes, signedInScreens } from './route-tree';

describe('the route patterns shared with the server', () => {
  it('are exactly the router’s screens (the not-found page aside)', async () => {
    const routed = screenRoutes(await fullRouteTree()).map((s) => s.path);
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

describe('the signed-in screens', () => {
  it('are the panel’s and the back-office’s, each declaring its needs on its route', async () => {
    const screens = await signedInScreens();
    expect(screens.map((s) => s.path).sort()).toEqual(
      APP_ROUTE_PATTERNS.filter((p) => isSignedInArea(p) && !/[:*]/.test(p)).sort(),
    );
    for (const s of screens) {
      expect(s.area, s.path).toBe(s.path.startsWith('/admin') ? 'admin' : 'panel');
      // Made with screen() (app/screens.ts): the build reads the screen's needs from its handle.
      expect(s.screen, `${s.path}: a route made with screen()`).toBeDefined();
    }
  });
});
