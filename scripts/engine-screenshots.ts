/**
 * `npm run screenshots [-- outDir]` (or `node --import tsx scripts/engine-screenshots.ts [outDir]`): pictures of
 * the screens families use most, in WebKit (Safari's engine: a parent's iPhone or iPad) and Firefox ESR, in Dutch
 * and English, at 390×844 (phone), 768×1024 (tablet) and 1280×900 (laptop): the child's start page (Yusuf), his
 * lesson 1 (Al-Fatiha, its first task open; again with the surah's settings open), the parent area's profiles
 * after the pincode, and the demo teacher's inbox (its row of filters). Each picture is the whole viewport, named `<engine>-<lang>-<width>-<page>.png`, in outDir
 * (default: a new folder under the system's temp folder; its path is printed). Look at them side by side: they are
 * not compared with anything.
 *
 * It builds nothing: run `npm run build` first. It starts the built product on a fresh data folder (demo families
 * as the pack has them), or uses the one at BASE_URL (then Yusuf's lesson 1 may be done: its first task is
 * opened by hand). Only the engines installed here are used (see the README; `findEngines`);
 * SCREENSHOTS_ENGINES=webkit (comma-separated) takes only those. A test that fails leaves
 * `<engine>-<lang>-failed.png`, what the engine showed then.
 *
 * Why the pictures are taken under Vitest: the engine harness sends functions into the page as source
 * (`markTarget`, the waits). tsx compiles with esbuild's keepNames, which wraps every named function and arrow
 * (`const fits = (…) => …` too) in a `__name(…)` helper that exists in Node but not in the page: run directly
 * under tsx, every `evaluate` fails with "ReferenceError: __name is not defined". Vitest compiles without it (the
 * e2e specs drive the same harness), so this file only starts the product and runs
 * `scripts/engine-screenshots.shots.ts` with its own config (`engine-screenshots.vitest.config.ts`, not one of
 * the root config's projects), handing over SCREENSHOTS_BASE_URL (not BASE_URL: Vitest sets that to Vite's base,
 * "/") and SCREENSHOTS_DIR.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startProduct } from '@koran-kids/testing/product';

const repositoryRoot = join(import.meta.dirname, '..');
const outDir = process.argv[2] ? resolve(process.argv[2]) : mkdtempSync(join(tmpdir(), 'koran-kids-screenshots-'));
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('-failed.png')) rmSync(join(outDir, file));

let baseUrl = process.env.BASE_URL;
let stop = async () => {};
if (!baseUrl) {
  if (!existsSync(join(repositoryRoot, 'apps/web/dist/index.html')))
    throw new Error('no built web app in apps/web/dist: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'koran-kids-screenshots-data-'));
  const product = await startProduct({ dataDir, logFile: join(dataDir, 'server.log') });
  baseUrl = product.baseUrl;
  stop = async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

try {
  const run = spawnSync(
    process.execPath,
    [
      join(repositoryRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      join(repositoryRoot, 'scripts/engine-screenshots.vitest.config.ts'),
    ],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, SCREENSHOTS_BASE_URL: baseUrl, SCREENSHOTS_DIR: outDir },
    },
  );
  process.exitCode = run.status ?? 1;
} finally {
  await stop();
}
console.log(`Screenshots in ${outDir}`);
