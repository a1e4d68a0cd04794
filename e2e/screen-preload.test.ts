import { APP_ROUTES } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { signedInPage, until, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
// Signed out, the pages' session check answers 401 (the browser logs it): the guards send the
// visitor to sign in, after the preloads this file looks at.
const signedOut = /status of 401/;

/** Every panel and back-office page (the signed-in screens). */
const signedInPaths = Object.values(APP_ROUTES).filter((p) => /^\/(panel|admin)(\/|$)/.test(p));

/**
 * The module files public/boot.js preloaded, by file name: the <link rel="modulepreload"> placed
 * before the entry's script (the router's own preloads, once the app runs, come after it).
 */
const preloaded = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const entry = document.querySelector('head script[type="module"][src*="/assets/index-"]');
    return [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')]
      .filter((link) => entry && link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((link) => new URL(link.href).pathname.replace(/^\/assets\//, ''));
  });

describe('Route chunks of a signed-in page (scripts/screen-modules.mjs, public/boot.js)', () => {
  it('start with the entry: its route table and its screen, not one round trip after another', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    await page.goto('/panel/biblioteca');
    const files = await preloaded(page);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^vendor-/)]));
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^site-routes-/)]));
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^library-page-/)]));
    expect(files.filter((f) => /^admin-routes-/.test(f))).toEqual([]);

    await page.goto('/admin/audio');
    const admin = await preloaded(page);
    expect(admin).toEqual(expect.arrayContaining([expect.stringMatching(/^admin-routes-/)]));
    expect(admin).toEqual(expect.arrayContaining([expect.stringMatching(/^audio-page-/)]));
    expect(admin.filter((f) => /^site-routes-/.test(f))).toEqual([]);
  });

  it('are known for every panel and back-office page, and only there', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    for (const path of signedInPaths) {
      await page.goto(path);
      const screens = (await preloaded(page)).filter((f) => /-page-[\w-]+\.js$/.test(f));
      expect(screens, path).toHaveLength(1);
    }
    await page.goto('/contacto-que-no-existe');
    expect((await preloaded(page)).filter((f) => /-routes-/.test(f))).toEqual([]);
  });
});

describe('Session check of a signed-in page (public/boot.js, src/lib/api.ts)', () => {
  const isCheck = (url: string) => new URL(url).pathname === '/api/users/validate-token';

  it('leaves beside the code of the app, before the entry has run, and the app takes its answer', async () => {
    const user = await buildUser(e.server, { name: 'Marta' });
    const page = await signedInPage(e, user);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (isCheck(request.url())) checks.push(request.method());
    });
    // The entry is held until the session check has left (or 3 s have passed): only a check sent
    // before the app runs can leave meanwhile.
    let checkBeforeEntry = false;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      for (let i = 0; i < 30 && checks.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      checkBeforeEntry ||= checks.length > 0;
      await route.continue();
    });
    await page.goto('/panel');
    await until(() => userMenu(page).isVisible()).toBe(true);
    expect(checkBeforeEntry).toBe(true);
    // The app's start-up check used that answer: one call, not two.
    expect(checks).toEqual(['GET']);
    expect(new URL(page.url()).pathname).toBe('/panel');
  });

  it('is not sent by a browser that never signed in: the visitor goes to sign in as before', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (isCheck(request.url())) checks.push(request.url());
    });
    await page.goto('/panel/biblioteca');
    await until(() => new URL(page.url()).pathname).not.toBe('/panel/biblioteca');
    expect(checks).toEqual([]);
  });
});
