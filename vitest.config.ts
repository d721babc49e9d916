import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One copy of graphql, or its instanceof checks fail and errors turn into 500s.
    alias: { graphql: new URL('./node_modules/graphql/index.js', import.meta.url).pathname },
    // Vitest's default on 2 cores is one file at a time: the unit files (mostly waiting on a database) take both.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['packages/testing/src/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The web app's pure logic (no DOM, no React): the modules its components draw.
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // After the unit files, alone: a browser and the server beside two test files would starve 2 cores.
          sequence: { groupOrder: 1 },
          include: ['apps/web/e2e/**/*.spec.ts'],
          exclude: ['apps/web/e2e/engines.spec.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // Three files at a time, each worker on a server and database of its own: a file mostly waits on its page.
          maxWorkers: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The core journeys in Chromium, Firefox and WebKit, last and alone (also `npm run test:engines`).
          name: 'engines',
          sequence: { groupOrder: 2 },
          include: ['apps/web/e2e/engines.spec.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
