import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files that take longest (2–3.5 minutes each, measured), started first: Vitest starts the largest files
 * first on a clean clone, which left the whole reciter's upload and every route running alone at the end.
 */
const LONGEST_FILES = ['reciter-upload.spec.ts', 'every-route.spec.ts', 'staff.spec.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? LONGEST_FILES.length : index;
    };
    // Vitest's order keeps each project's files together; only the order inside a project changes (a stable sort).
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files))
      byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  test: {
    // One copy of graphql, or its instanceof checks fail and errors turn into 500s.
    alias: { graphql: new URL('./node_modules/graphql/index.js', import.meta.url).pathname },
    // Vitest's default on 2 cores is one file at a time: the unit files (mostly waiting on a database) take both.
    maxWorkers: 2,
    // A worker keeps the modules it imported for its next file: the API's schema and drivers, Playwright and the
    // harness are imported once a worker, not once a file (measured: 96 s of imports in the unit files down to 8 s).
    // No test mocks a module; the few that stub a global or reset modules undo it after themselves
    // (`vi.unstubAllGlobals`), and each file starts its own app, database and pages.
    isolate: false,
    sequence: { sequencer: LongestFirst },
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
          // Four files at a time, each worker on a server and database of its own: a file mostly waits on its page
          // (with three the machine was 5–30 % idle meanwhile).
          maxWorkers: 4,
          // Time limits are a net for a test that hangs, never a measure of speed (`npm run bench` and `npm run
          // lighthouse` measure that): twice what the usual 2-core machine needs, here and in the files that set
          // their own. On the slower machine of 2026-11-28's afternoon (fresh memory at 14 µs a page) every e2e file
          // took about twice as long as in the morning, and twelve tests ran out of their 60–180 s.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          // The core journeys in Chromium, Firefox and WebKit, last and alone (also `npm run test:engines`): beside
          // the other e2e files they took 260–410 s instead of 186 s, and WebKit's sessions timed out now and then.
          name: 'engines',
          sequence: { groupOrder: 2 },
          include: ['apps/web/e2e/engines.spec.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          maxWorkers: 1,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
