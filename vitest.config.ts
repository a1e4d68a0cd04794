import { defineConfig } from 'vitest/config';

/** One runner for everything: `npm test` runs the shared, web, server and end-to-end projects. */
/** E2E=skip leaves the browser project out (machines without Chromium). */
const withE2E = process.env.E2E !== 'skip';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      ...(withE2E
        ? [
            {
              test: {
                name: 'e2e',
                include: ['e2e/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['e2e/global-setup.ts'],
                // A page's state is awaited, never slept for: polls allow a slow machine 10 s.
                expect: { poll: { timeout: 10_000, interval: 50 } },
                testTimeout: 60_000,
                hookTimeout: 120_000,
                pool: 'forks',
                maxWorkers: 1,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
