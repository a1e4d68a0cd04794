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
  let closeTestPages = async () => {};
  beforeEach(() => {
    closeTestPages = running().checkpoint();
  });
  afterEach(async () => {
    await closeTestPages();
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
