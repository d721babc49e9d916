import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Vitest for `scripts/engine-screenshots.ts` only (it starts this run; see there why under Vitest). Not a project
 * of the root `vitest.config.ts`: `npm test` never takes the screenshots.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scripts/engine-screenshots.shots.ts'],
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
  },
});
