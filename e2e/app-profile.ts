import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterEach } from 'vitest';
import { FACTORY_PASSWORD, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { CHROMIUM, CHROMIUM_ARGS, type E2E, WEB_DIST, chromiumPath } from './browser.js';
import { scrollToAudio, signInAs, until } from './helpers.js';

/**
 * The installable app as a returning visitor has it: a persistent Chromium profile (service
 * workers, Cache Storage and IndexedDB survive reloads; installability is reported only outside
 * incognito), guarded like every other page of the end-to-end tests.
 */
export interface AppProfile {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openAppProfile(
  e: E2E,
  viewport: Viewport = { width: 1280, height: 900 },
  opts: { desktopBrowser?: boolean } = {},
): Promise<AppProfile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    // The headless shell refuses notifications whatever the permission: the app's notifications
    // are shown by the desktop browser.
    executablePath: opts.desktopBrowser ? CHROMIUM : chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL: e.server.baseUrl,
    viewport,
    locale: 'es-ES',
    serviceWorkers: 'allow',
  });
  await e.adopt(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type Viewport = { width: number; height: number };

/** Opens the installed app in a file's tests: the one a test opened is closed when the test ends. */
export function appProfilePerTest(
  e: E2E,
): (viewport?: Viewport, opts?: { desktopBrowser?: boolean }) => Promise<AppProfile> {
  let app: AppProfile | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });
  return async (viewport, opts) => {
    app = await openAppProfile(e, viewport, opts);
    return app;
  };
}

/**
 * A new subscriber (plan Full) called `name`, signed in to the installed app on a phone (opened
 * with `open`), who has downloaded `audio` in Mi Biblioteca.
 */
export async function subscriberWithDownload(
  e: E2E,
  open: (viewport?: Viewport) => Promise<AppProfile>,
  name: string,
  audio: { title: string },
) {
  const user = await buildUser(e.server, { name });
  await giveSubscription(e.server, user.id, 'full');
  const { page, context } = await open({ width: 412, height: 915 });
  await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
  await page.goto('/panel/biblioteca');
  await serviceWorkerReady(page);
  await scrollToAudio(page, audio.title);
  const download = page.getByRole('button', { name: `Descargar «${audio.title}»` }).first();
  await until(() => download.isVisible()).toBe(true);
  await download.click();
  await until(() => page.getByText('Descargado').first().isVisible()).toBe(true);
  return { user, page, context };
}

/** A copy of the built web app that a test may change (a new deploy), removed by `dispose`. */
export async function copyOfWebDist(): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-dist-'));
  await cp(WEB_DIST, dir, { recursive: true });
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** Resolves once a service worker controls `page` (the app shell is precached by then). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    return registration.active?.state;
  });
}
