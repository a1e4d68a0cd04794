import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProfile, copyOfWebDist, openAppProfile, serviceWorkerReady } from './app-profile.js';
import { until } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * The installable app: manifest and service worker on the built site, installable by Chromium's
 * own rules, every route opening offline from the app shell, and a new deploy offered with
 * "Nueva versión disponible". The server serves a copy of the build, so a test can deploy a new
 * version into it.
 */
let dist: Awaited<ReturnType<typeof copyOfWebDist>>;
const e = e2eSuite(async () => {
  dist = await copyOfWebDist();
  return { webDist: dist.dir };
});
afterAll(() => dist?.dispose());

let app: AppProfile;
beforeAll(async () => {
  // Without a connection the browser logs every call that could not leave: expected here.
  e.allowConsole(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  app = await openAppProfile(e);
});
afterAll(() => app?.close());

describe('installing', () => {
  it('is installable: a service worker controls the page and Chromium reports no installability errors', async () => {
    const { page } = app;
    await page.goto('/');
    await serviceWorkerReady(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('links a manifest with the app’s Spanish name, its start on the library, icons and shortcuts', async () => {
    const { page } = app;
    // Not in the HTML, so the browser does not fetch it and its icon during the first paint...
    const html = await (await page.request.get('/app')).text();
    expect(html).toContain('rel="apple-touch-icon"');
    expect(html).not.toContain('rel="manifest"');
    // ...the app links it once the page has loaded.
    await page.goto('/app');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href ?? '');
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Sanarte — Terapias de audio',
      short_name: 'Sanarte',
      lang: 'es',
      start_url: '/panel/biblioteca',
      display: 'standalone',
      theme_color: '#0d0e29',
      background_color: '#0d0e29',
    });
    expect(manifest.description).toMatch(/sin conexión/);
    const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Mi Biblioteca', '/panel/biblioteca'],
      ['Test de bienestar', '/test'],
    ]);
    // Home-screen use on iOS.
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon.png',
    );
    expect(await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe(
      'Sanarte',
    );
  });
});

describe('offline', () => {
  it('opens every app route from the app shell without a connection, never the browser’s offline page', async () => {
    const { page, context } = app;
    await page.goto('/');
    await serviceWorkerReady(page);
    await context.setOffline(true);
    try {
      // The landing: prerendered, so it paints from the kept page alone.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeTruthy();
      await until(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      // A page of the site that needs the service: the app says so in Spanish.
      await page.goto('/terminos-y-condiciones');
      await until(() => page.getByRole('heading', { name: 'Términos y Condiciones' }).isVisible()).toBe(true);
      await page.goto('/app');
      await until(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(
        /^Instala Sanarte/,
      );
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('updating', () => {
  it('shows "Nueva versión disponible" after a new build is deployed, and reloads into it', async () => {
    const { page } = app;
    await page.goto('/');
    await serviceWorkerReady(page);
    const before = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    // A new build: a different worker (its precompressed copies go with it).
    for (const ext of ['.br', '.gz']) await rm(path.join(dist.dir, `sw.js${ext}`), { force: true });
    await appendFile(path.join(dist.dir, 'sw.js'), '\n// the next release\n');
    await page.reload();
    const prompt = page.getByRole('region', { name: 'Nueva versión disponible' });
    await until(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    // The page reloads under the new worker: nothing waits any more, and the prompt is gone.
    await until(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null),
    ).toBe(true);
    await until(() => prompt.count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
  });
});
