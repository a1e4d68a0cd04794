import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner for everything: `npm test` runs the shared, web (node), web-dom (components in
 * happy-dom), server and end-to-end projects.
 */
/** E2E=skip leaves the browser project out (machines without Chromium). */
const withE2E = process.env.E2E !== 'skip';

/**
 * Time limits that hold on a loaded machine (two cores, other work beside): a test awaits
 * conditions, never a wall-clock budget, so a limit only stops what hangs. CPU-bound tests
 * (font subsetting, hashing, building) get the same room as I/O ones.
 */
const limits = { testTimeout: 60_000, hookTimeout: 180_000 };
/** How many end-to-end files run at once. */
const e2eWorkers = Number(process.env.E2E_WORKERS) || 2;
/** The projects that start the app share one migrated and seeded template per run (apps/server/test/templates.ts). */
const templates = 'apps/server/test/global-setup.ts';

/** The build-time constants apps/web/vite.config.ts defines (empty client headers, this year). */
const webDefines = {
  __CLIENT_API_KEY__: JSON.stringify(''),
  __CLIENT_API_SECRET__: JSON.stringify(''),
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on two cores. A test
    // file often waits (HTTP round trips, the database, a process it started), so one more worker
    // than cores keeps them busy: on two cores, `npm run test:quick` 209 s with two, 182 s with
    // three, 193 s with four.
    maxWorkers: Math.max(2, availableParallelism()) + 1,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          ...limits,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'],
          exclude: ['apps/web/src/**/*.dom.test.ts'],
          environment: 'node',
          ...limits,
        },
      },
      {
        // Components as a user meets them, rendered into happy-dom with the app's providers, and
        // the modules that need a document (*.dom.test.ts).
        define: webDefines,
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.dom.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          ...limits,
          // The files of a worker share its document and libraries; each file evaluates the app's
          // modules afresh (src/test/setup.ts): 66 s → 22 s for the project (decision 048).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: [templates],
          ...limits,
          // A state is awaited, never slept for: polls allow a loaded machine 10 s.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          pool: 'forks',
          // The files of a worker share its module graph (no test mocks a module; each file still
          // starts its own app and database): importing the server and compiling PGlite's WASM once
          // per worker rather than once per file took the project's CPU time from 435 s to 273 s.
          isolate: false,
        },
      },
      ...(withE2E
        ? [
            {
              test: {
                name: 'e2e',
                include: ['e2e/**/*.test.ts'],
                environment: 'node',
                globalSetup: [templates, 'e2e/global-setup.ts'],
                // A page's state is awaited, never slept for: polls allow a slow, loaded machine
                // 30 s (a limit only stops what hangs; a passing poll returns as soon as it holds).
                expect: { poll: { timeout: 30_000, interval: 50 } },
                testTimeout: 90_000,
                hookTimeout: 180_000,
                // After the other projects: the web app's production build (e2e/global-setup.ts)
                // runs beside their tests instead of before every test of the run.
                sequence: { groupOrder: 1 },
                // Each file owns its server and database: E2E_WORKERS at once (two by default, one
                // per core). The files of a worker share its modules and its Chromium.
                pool: 'forks',
                isolate: false,
                maxWorkers: e2eWorkers,
              },
            },
          ]
        : []),
    ],
  },
});
