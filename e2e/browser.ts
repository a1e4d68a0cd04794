import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { type TestApp, startTestApp } from '../apps/server/test/app.js';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

export interface E2E {
  server: TestApp;
  browser: Browser;
  /** Console errors and requests to addresses outside this machine: each test asserts none. */
  problems: string[];
  /** Console errors a test expects (e.g. the browser's own line for a deliberate 401). */
  allowConsole(pattern: RegExp): void;
  newPage(opts?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

/** The built app served by the real server on 127.0.0.1, and a headless Chromium. */
export async function startE2E(opts: Parameters<typeof startTestApp>[0] = {}): Promise<E2E> {
  const server = await startTestApp({ ...opts, webDist: WEB_DIST });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
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
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width, height },
        locale: 'es-ES',
      });
      contexts.push(context);
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (
          ['127.0.0.1', 'localhost'].includes(url.hostname) ||
          url.protocol === 'data:' ||
          url.protocol === 'blob:'
        ) {
          return route.continue();
        }
        problems.push(`request outside the machine: ${url.href}`);
        return route.abort();
      });
      const page = await context.newPage();
      // Pages that are no page of the app are answered 404 (with the app's not-found page); the
      // browser logs that status for the document itself, which is expected there.
      const notFoundDocuments = new Set<string>();
      page.on('response', (res) => {
        if (res.status() === 404 && res.request().isNavigationRequest()) notFoundDocuments.add(res.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (/status of 404/.test(text) && notFoundDocuments.has(msg.location().url)) return;
        if (!allowed.some((re) => re.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}
