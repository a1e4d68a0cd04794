import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, es } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { peopleIntros, plansIntro } from '../apps/web/src/features/admin/content.js';
import { libraryCopy } from '../apps/web/src/features/library/content.js';
import { subscriptionCopy, testsCopy, welcomeCopy } from '../apps/web/src/features/panel/content.js';
import { signedInPage, until, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
// Signed out, the pages' session check answers 401 (the browser logs it): the guards send the
// visitor to sign in, after the preloads this file looks at.
const signedOut = /status of 401/;

/** Every panel and back-office page (the signed-in screens). */
const signedInPaths = Object.values(APP_ROUTES).filter((p) => /^\/(panel|admin)(\/|$)/.test(p));

/**
 * The outline of each signed-in page as the build generated it from the route table (the web
 * build's dist/.outlines.json, which the server sends), with the heading it paints, if any. Read
 * once the suite has started its server (after the build).
 */
const outlines = () =>
  Object.entries(
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../apps/web/dist/.outlines.json'), 'utf8'),
    ) as Record<string, string>,
  ).map(([page, markup]) => {
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];
    const title = heading
      ?.replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    return { page, title };
  });

/**
 * The module files public/boot.js preloaded, by file name: the <link rel="modulepreload"> placed
 * before the entry's script (the router's own preloads, once the app runs, come after it).
 */
const preloaded = async (page: import('playwright-core').Page) => {
  // A page with an outline asks for its code once the outline has painted.
  await page.waitForSelector('head script[type="module"][src*="/assets/index-"]', { state: 'attached' });
  return page.evaluate(() => {
    const entry = document.querySelector('head script[type="module"][src*="/assets/index-"]');
    return [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')]
      .filter((link) => entry && link.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((link) => new URL(link.href).pathname.replace(/^\/assets\//, ''));
  });
};

describe('Route chunks of a signed-in page (from its route: scripts/screens.mjs, public/boot.js)', () => {
  it('start with the entry: its route table and its screen, not one round trip after another', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    await page.goto('/panel/biblioteca');
    const files = await preloaded(page);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^vendor-/)]));
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^site-routes-/)]));
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^panel-layout-/)]));
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^library-page-/)]));
    expect(files.filter((f) => /^admin-routes-/.test(f))).toEqual([]);

    await page.goto('/admin/audio');
    const admin = await preloaded(page);
    expect(admin).toEqual(expect.arrayContaining([expect.stringMatching(/^admin-routes-/)]));
    expect(admin).toEqual(expect.arrayContaining([expect.stringMatching(/^admin-layout-/)]));
    expect(admin).toEqual(expect.arrayContaining([expect.stringMatching(/^audio-page-/)]));
    expect(admin.filter((f) => /^site-routes-/.test(f))).toEqual([]);
  });

  it('are asked for a few per task, not all in one long task as the page has painted', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    // Before any script of the page: the preloads added to <head>, grouped by the task that added
    // them (a mutation observer's records are delivered once per task, at its end).
    await page.addInitScript(() => {
      const batches: number[] = [];
      (window as unknown as { __preloadBatches: number[] }).__preloadBatches = batches;
      new MutationObserver((records) => {
        const added = records
          .flatMap((r) => [...r.addedNodes])
          .filter((n) => n instanceof HTMLLinkElement && n.rel === 'modulepreload').length;
        if (added > 0) batches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/panel/biblioteca');
    const files = await preloaded(page);
    const batches = await page.evaluate(
      () => (window as unknown as { __preloadBatches: number[] }).__preloadBatches,
    );
    expect(files.length).toBeGreaterThan(8);
    expect(batches.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(files.length);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
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

describe('First API calls of a signed-in page (public/boot.js, src/lib/api.ts)', () => {
  /**
   * The API calls the page sends; with `path`, only those of its document at `path` (not what the
   * page before it still sent, such as the back-office shell's preload, while it was leaving).
   */
  const apiCalls = (page: import('playwright-core').Page, path?: string) => {
    const calls: string[] = [];
    let current = path === undefined;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === path) current = true;
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (current && url.pathname.startsWith('/api/'))
        calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    return calls;
  };
  /**
   * Each path's calls, as the built page lists them for boot.js (data-screen-data), read from the
   * page the server answers, parsed by the browser of `page` (on a page of the site).
   */
  const screenData = (page: import('playwright-core').Page) =>
    page.evaluate(async () => {
      const html = await (await fetch('/')).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return JSON.parse(
        doc.querySelector('script[data-screen-data]')?.getAttribute('data-screen-data') ?? '{}',
      ) as Record<string, string[]>;
    });

  it('leave beside the code of the app, before the entry has run, and the app takes their answers', async () => {
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada' });
    const page = await signedInPage(e, admin);
    const calls = apiCalls(page);
    const list = 'GET /api/users/list?kind=clients&page=1&pageSize=20';
    // The entry is held until the calls have left (or 3 s have passed): only calls sent before the
    // app runs can leave meanwhile.
    let sentBeforeEntry: string[] = [];
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      for (let i = 0; i < 30 && calls.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      sentBeforeEntry = [...calls];
      await route.continue();
    });
    await page.goto('/admin/clientes');
    await until(() => page.getByText(admin.email).first().isVisible()).toBe(true);
    expect(sentBeforeEntry.sort()).toEqual(['GET /api/users/validate-token', list].sort());
    // The app's start-up check and the page's list used those answers: one call each, not two.
    expect(calls.filter((c) => c === 'GET /api/users/validate-token')).toHaveLength(1);
    expect(calls.filter((c) => c === list)).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/admin/clientes');
  });

  it('are the calls each page makes, each sent once', async () => {
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada' });
    const member = await buildUser(e.server);
    await giveSubscription(e.server, member.id, 'full');
    const pages = {
      admin: await signedInPage(e, admin),
      member: await signedInPage(e, member),
    };
    const data = await screenData(pages.admin);
    expect(Object.keys(data).length).toBeGreaterThan(5);
    for (const [path, urls] of Object.entries(data)) {
      const page = path.startsWith('/admin') ? pages.admin : pages.member;
      const calls = apiCalls(page, path);
      await page.goto(path);
      for (const url of urls) {
        await until(() => calls.filter((c) => c === `GET ${url}`).length).toBeGreaterThan(0);
      }
      await page.waitForLoadState('networkidle');
      for (const url of urls)
        expect(
          calls.filter((c) => c === `GET ${url}`),
          `${path}: ${url}`,
        ).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe(path);
      page.removeAllListeners('request');
      page.removeAllListeners('framenavigated');
    }
  });

  it('are not sent by a browser that never signed in: the visitor goes to sign in as before', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    const calls = apiCalls(page);
    await page.goto('/panel/biblioteca');
    await until(() => new URL(page.url()).pathname).not.toBe('/panel/biblioteca');
    // No session check (the app answers it locally); the library only as the route itself asks for it.
    expect(calls.filter((c) => /validate-token/.test(c))).toEqual([]);
    expect(calls.filter((c) => c === 'GET /api/library').length).toBeLessThanOrEqual(1);
  });
});

describe('Outline of a signed-in page (src/app/page-outline.tsx, src/lib/page-outline.ts)', () => {
  /** Holds the app's entry until `release` is called: what shows meanwhile is the HTML alone. */
  const holdEntry = async (page: import('playwright-core').Page) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return () => release();
  };
  const box = async (locator: import('playwright-core').Locator) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error('not on screen');
    return {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.round(b.width),
      height: Math.round(b.height),
    };
  };

  it("paints the page's heading before the app has loaded; the page takes its place without moving it", async () => {
    const member = await buildUser(e.server);
    await giveSubscription(e.server, member.id, 'full');
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada' });
    const listener = await buildUser(e.server, { name: 'Lucía' });
    await giveSubscription(e.server, listener.id, 'full');
    for (const [who, path, title, text, viewport] of [
      // The panel's greeting names the listener: the server writes the name (decision 030); beside
      // the picture's place, at either width (a row from 640 px, a column below).
      [listener, '/panel', 'Bienvenido, Lucía', welcomeCopy.intro, { width: 1280, height: 800 }],
      [listener, '/panel', 'Bienvenido, Lucía', welcomeCopy.intro, { width: 390, height: 844 }],
      [member, '/panel/biblioteca', libraryCopy.title, libraryCopy.intro, { width: 1280, height: 800 }],
      // The same introduction before and after the test (its largest text on a phone).
      [member, '/panel/mis-tests', es.panel.myTestTitle, testsCopy.intro, { width: 390, height: 844 }],
      [
        member,
        '/panel/suscripcion',
        subscriptionCopy.title,
        subscriptionCopy.intro,
        { width: 390, height: 844 },
      ],
      [admin, '/admin/kpi', es.admin.kpiTitle, null, { width: 390, height: 844 }],
      [admin, '/admin/planes', es.admin.plansTitle, plansIntro, { width: 390, height: 844 }],
      [admin, '/admin/clientes', es.admin.menuClients, peopleIntros.clients, { width: 390, height: 844 }],
      // The orders' count comes with the list, on a line of its own: the fixed line stays as painted.
      [admin, '/admin/logs-ordenes', es.admin.menuOrders, es.admin.ordersHeader, { width: 390, height: 844 }],
      // The dashboard's welcome line names the person: the server writes it (decision 030).
      [
        admin,
        '/admin',
        es.admin.dashboardTitle,
        /^Bienvenido, Ada\. Hoy es \S+, \d+ de \S+ de \d{4}\.$/,
        { width: 390, height: 844 },
      ],
    ] as const) {
      const page = await signedInPage(e, who, viewport);
      const release = await holdEntry(page);
      // Not until 'load': the entry held back may be what the load event waits for (boot.js adds it
      // after the first paint, which can come before the page's fonts and styles have all loaded).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const outlined = page.locator('#page-outline h1');
      await until(() => outlined.isVisible()).toBe(true);
      expect(await outlined.textContent(), path).toBe(title);
      const outlinedText = text ? page.locator('#page-outline').getByText(text) : null;
      if (outlinedText) expect(await outlinedText.isVisible(), path).toBe(true);
      const words = outlinedText ? await outlinedText.textContent() : null;
      const textBefore = outlinedText ? await box(outlinedText) : null;
      // Outside the accessibility tree, and nothing in it takes the focus.
      expect(await page.getByRole('heading', { name: title }).count(), path).toBe(0);
      const before = await box(outlined);

      release();
      const heading = page.getByRole('heading', { level: 1, name: title });
      await until(() => heading.isVisible()).toBe(true);
      expect(await page.locator('#page-outline').count(), path).toBe(0);
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await box(heading), path).toEqual(before);
      // The page's own line, the same words in the same place (once its styles have applied: on a
      // loaded machine the line can be laid out a frame before the chunk's styles reach it).
      if (words) await until(() => box(page.getByText(words, { exact: true }))).toEqual(textBefore);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it("has each page's own heading, where it has one", async () => {
    const member = await buildUser(e.server);
    await giveSubscription(e.server, member.id, 'full');
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada' });
    const pages = { admin: await signedInPage(e, admin), member: await signedInPage(e, member) };
    const titled = outlines().filter((outline) => outline.title);
    expect(titled.length).toBeGreaterThan(8);
    for (const { page: path, title } of titled) {
      const page = path.startsWith('/admin') ? pages.admin : pages.member;
      await page.goto(path);
      await until(() => page.locator('#page-outline').count()).toBe(0);
      const heading = page.locator('h1');
      await until(() => heading.isVisible()).toBe(true);
      expect(await heading.textContent(), path).toBe(title);
      const at = new URL(page.url());
      // An address with a query string of its own ('/panel/mis-tests?miniFlow=1') stays there.
      expect(at.pathname + at.search).toBe(path);
    }
  });

  it('is sent for the signed-in pages whose heading is a fixed text, and gives way to the sign-in redirect', async () => {
    e.allowConsole(signedOut);
    const page = await e.newPage();
    const outlined = outlines();
    // Every signed-in path, and the mini flow's address of Mis Tests with its own heading.
    const paths = outlined.map((o) => o.page);
    expect(paths.filter((p) => !p.includes('?')).sort()).toEqual([...signedInPaths].sort());
    expect(paths.filter((p) => p.includes('?'))).toEqual(['/panel/mis-tests?miniFlow=1']);
    for (const { page: path } of outlined) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(`<div id="page-outline" data-path="${path.split('?')[0]}"`);
    }
    await page.goto('/admin/kpi');
    await until(() => new URL(page.url()).pathname).not.toBe('/admin/kpi');
    await until(() => page.locator('#page-outline').count()).toBe(0);
    expect(await page.locator('#root').isHidden()).toBe(false);
    expect(await page.locator('h1').count()).toBe(1);
  });
});
