import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type E2E, startE2E } from './browser.js';
import { webBuilt } from './web-build.js';

type ServerOptions = Parameters<typeof startE2E>[0];

/**
 * One end-to-end file's setup: the built app (once the run's build is done) on a real server and
 * the worker's headless Chromium, started once for the file (with `options`, or what `options()` resolves to, asked just before) and
 * closed after it. The pages a test opens are closed when it ends (those of the file's hooks stay
 * for the file). Every test fails on a console error or a request leaving the machine, reported
 * once per test: a problem must not fail the tests after it too.
 *
 * Returns the file's E2E; its members are read when a hook or test runs (after the start).
 */
export function e2eSuite(options: ServerOptions | (() => Promise<ServerOptions>) = {}): E2E {
  let started: E2E | undefined;
  const running = (): E2E => {
    if (!started) throw new Error('the end-to-end app has not started');
    return started;
  };
  beforeAll(async () => {
    await webBuilt();
    started = await startE2E(typeof options === 'function' ? await options() : options);
  });
  let testPages: ReturnType<E2E['checkpoint']> | undefined;
  beforeEach(() => {
    testPages = running().checkpoint();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await keepEvidence(task.name, testPages?.pages() ?? []);
    await testPages?.close();
    const problems = started?.problems.splice(0) ?? [];
    expect(problems).toEqual([]);
  });
  afterAll(() => started?.close());
  return {
    get server() {
      return running().server;
    },
    get browser() {
      return running().browser;
    },
    get problems() {
      return running().problems;
    },
    allowConsole: (pattern) => running().allowConsole(pattern),
    newPage: (opts) => running().newPage(opts),
    adopt: (context) => running().adopt(context),
    checkpoint: () => running().checkpoint(),
    close: () => running().close(),
  };
}

/** Where a failed test's pages are kept: test-results/e2e-failures (ignored by git). */
const FAILURES_DIR = path.resolve(import.meta.dirname, '../test-results/e2e-failures');

/**
 * What a failed test's pages showed when it failed, for a failure that happens only in a full or
 * CI run: each page's address and visible text go to the run's output, and a screenshot with the
 * text to FAILURES_DIR. Best effort: a page that cannot answer is skipped.
 */
async function keepEvidence(testName: string, pages: Page[]): Promise<void> {
  const slug = testName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80);
  await mkdir(FAILURES_DIR, { recursive: true });
  for (const [i, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const base = path.join(FAILURES_DIR, `${slug}-${i + 1}`);
    const text = await page
      .evaluate(() => document.body?.innerText ?? '')
      .catch((error: unknown) => `(no text: ${String(error)})`);
    const report = `${page.url()}\n\n${text}`;
    console.error(`[e2e] "${testName}" failed; page ${i + 1} showed:\n${report.slice(0, 1500)}`);
    await writeFile(`${base}.txt`, report);
    await page.screenshot({ path: `${base}.png`, timeout: 5000 }).catch(() => {});
  }
}
