import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_VERSION } from '@sanarte/shared';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import type { LocalStorage } from '../apps/server/src/adapters/storage/local.js';
import { type TestApp, startTestApp } from '../apps/server/test/app.js';
import { CONSENT_STORAGE_KEY } from '../apps/web/src/features/consent/store.js';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The desktop browser (headless): what the shell lacks, such as notifications, it has. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH if set, else Debian's Chromium headless
 * shell (package chromium-headless-shell: the same engine without the desktop browser around it,
 * about half Chromium's CPU per page: docs/decisions/048), else Chromium itself.
 */
export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL, CHROMIUM].find((file) => existsSync(file)) ?? CHROMIUM;
/** The arguments every Chromium of the end-to-end tests starts with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  // Nothing leaves the machine: every request goes to a proxy that is not there, but those to
  // 127.0.0.1 and localhost, which Chromium never sends through a proxy. Blocking in the network
  // stack keeps the HTTP cache and costs the test process nothing per request (a Playwright route
  // on every request would switch the cache off and hold each request for a round trip).
  '--proxy-server=http://127.0.0.1:9',
];

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

export interface E2E {
  server: TestApp;
  browser: Browser;
  /** Console errors and requests to addresses outside this machine: each test asserts none. */
  problems: string[];
  /** Console errors a test expects (e.g. the browser's own line for a deliberate 401). */
  allowConsole(pattern: RegExp): void;
  /**
   * A page in a fresh context. Its visitor has already answered the cookie banner (analytics and
   * marketing accepted, for the current policy version), so the banner covers nothing; with
   * `consent: 'undecided'` the page starts as a first visit.
   */
  newPage(opts?: {
    width?: number;
    height?: number;
    deviceScaleFactor?: number;
    consent?: ConsentStart;
  }): Promise<Page>;
  /** Applies the same guards (and the decided cookie choice) to a context made elsewhere (a persistent profile). */
  adopt(context: BrowserContext): Promise<void>;
  /**
   * Marks the contexts open now; what it returns lists the pages of the contexts opened since (a
   * test's pages) and closes them, when the test ends: a page left open goes on drawing and playing
   * beside the next tests.
   */
  checkpoint(): { pages(): Page[]; close(): Promise<void> };
  close(): Promise<void>;
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by its first end-to-end file and kept for the next ones (the files
 * of a worker share its modules: vitest.config.ts), each of which opens its own contexts, that is
 * its own cookies, storage and cache, and closes them. Playwright closes the browser when the
 * worker exits. Launching and closing one per file cost a second or two of both cores each time.
 */
function workerBrowser(): Promise<Browser> {
  if (!launched) {
    const starting = chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    launched = starting;
    starting.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (launched === starting) launched = undefined;
        }),
      () => {
        if (launched === starting) launched = undefined;
      },
    );
  }
  return launched;
}

/** The built app served by the real server on 127.0.0.1, and the worker's headless Chromium. */
export async function startE2E(opts: Parameters<typeof startTestApp<LocalStorage>>[0] = {}): Promise<E2E> {
  const [server, browser] = await Promise.all([
    startTestApp({ ...opts, webDist: opts.webDist ?? WEB_DIST }),
    workerBrowser(),
  ]);
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    problems,
    allowConsole(pattern) {
      allowed.push(pattern);
    },
    async newPage({ width = 1280, height = 900, deviceScaleFactor = 1, consent = 'decided' } = {}) {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width, height },
        deviceScaleFactor,
        locale: 'es-ES',
        // The installable app's service worker is tested on its own, in a persistent profile
        // (e2e/app-profile.ts); every other journey runs without it, as a first visit does.
        serviceWorkers: 'block',
      });
      contexts.push(context);
      await guardContext(context, problems);
      if (consent === 'decided') await decideCookies(context);
      const page = await context.newPage();
      watchPage(page, problems, allowed);
      return page;
    },
    async adopt(context) {
      contexts.push(context);
      await guardContext(context, problems);
      await decideCookies(context);
      for (const page of context.pages()) watchPage(page, problems, allowed);
      context.on('page', (page) => watchPage(page, problems, allowed));
    },
    checkpoint() {
      const mark = contexts.length;
      return {
        pages: () => contexts.slice(mark).flatMap((c) => c.pages()),
        async close() {
          for (const c of contexts.splice(mark)) await c.close().catch(() => {});
        },
      };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await server.close();
    },
  };
}

/** How a page starts with the cookie banner: answered already, or a first visit. */
export type ConsentStart = 'decided' | 'undecided';

/**
 * Every page of `context` finds the cookie choice made (analytics and marketing accepted for the
 * current version), unless one is stored already: a test that changes it keeps its change.
 */
export async function decideCookies(context: BrowserContext): Promise<void> {
  const choice = JSON.stringify({
    version: CONSENT_VERSION,
    analytics: true,
    marketing: true,
    decidedAt: '2026-01-01T00:00:00.000Z',
  });
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // No storage on this document (about:blank, data: URLs).
      }
    },
    { key: CONSENT_STORAGE_KEY, value: choice },
  );
}

/**
 * Records every request of `context` to an address outside this machine (Chromium refuses them:
 * see CHROMIUM_ARGS). A request a test answers itself (a route fulfilling it) never fails, so it is
 * not one.
 */
export async function guardContext(context: BrowserContext, problems: string[]): Promise<void> {
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && !isLocal(url.hostname)) {
      problems.push(`request outside the machine: ${url.href}`);
    }
  });
}

const isLocal = (hostname: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);

/** Records the console errors (but those `allowed`) and uncaught errors of `page`. */
export function watchPage(page: Page, problems: string[], allowed: RegExp[]): void {
  // Pages that are no page of the app are answered 404 (with the app's not-found page); the
  // browser logs that status for the document itself, which is expected there.
  const notFoundDocuments = new Set<string>();
  page.on('response', (res) => {
    if (res.status() === 404 && res.request().isNavigationRequest()) notFoundDocuments.add(res.url());
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const { url } = msg.location();
    if (/status of 404/.test(text) && notFoundDocuments.has(url)) return;
    if (!allowed.some((re) => re.test(text))) problems.push(`console.error: ${text} (${url})`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
}
