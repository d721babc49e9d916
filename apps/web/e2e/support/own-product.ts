import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { copyOfDemoDatabase } from './demo-database.ts';

/** This worker's product: the files run side by side, each worker on a server and database of its own. */
export function ownBaseUrl(): string | null {
  const baseUrls = inject('baseUrls');
  return baseUrls[ownIndex(baseUrls.length)] ?? null;
}

/** This worker's product among `count`, by its number. */
const ownIndex = (count: number) => (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % Math.max(1, count);

const READY_WITHIN_MS = 5 * 60 * 1000;
const LOOK_EVERY_MS = 200;

/** Whether the run's products are up: the setup builds and starts them while the unit files run. */
function productsReady(): boolean {
  const mark = inject('productsReadyMark');
  if (!mark || !existsSync(mark)) return !mark;
  const state = readFileSync(mark, 'utf8');
  if (state !== 'ready') throw new Error(`the e2e products did not start: ${state}`);
  return true;
}

/** Waits until the run's products are up (in a test file's `beforeAll`). */
export async function waitForProducts() {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!productsReady()) {
    if (Date.now() > deadline) throw new Error('the e2e products were not up within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

/**
 * A product no other file uses meanwhile, this worker's own first: files on one product at once change each other's
 * counts (a worker's number does not always match one product). A lock folder beside the ready mark claims it;
 * `release` gives it back after the file.
 */
export async function claimProduct(): Promise<{ baseUrl: string; release: () => void }> {
  const baseUrls = inject('baseUrls');
  const mark = inject('productsReadyMark');
  const own = ownIndex(baseUrls.length);
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    for (let step = 0; step < baseUrls.length; step++) {
      const index = (own + step) % baseUrls.length;
      const lock = `${mark}.product-${index}`;
      try {
        mkdirSync(lock);
      } catch {
        continue;
      }
      return { baseUrl: baseUrls[index] ?? '', release: () => rmSync(lock, { recursive: true, force: true }) };
    }
    if (Date.now() > deadline) throw new Error('no e2e product was free within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

/** The same wait, for a describe block's body (where a test file takes its data folder). */
function waitForProductsNow() {
  const deadline = Date.now() + READY_WITHIN_MS;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (!productsReady()) {
    if (Date.now() > deadline) throw new Error('the e2e products were not up within 5 minutes');
    Atomics.wait(sleeper, 0, 0, LOOK_EVERY_MS);
  }
}

/**
 * A product of the test's own, the demo course and families already in it (the run's import): a copy of the demo's
 * data folder now, and of its database (on the run's PostgreSQL, where there is one) at the first start.
 */
export function ownDemoProduct(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const demo = inject('demoDataDir');
  waitForProductsNow();
  if (demo) cpSync(demo, dataDir, { recursive: true });
  let database: ReturnType<typeof copyOfDemoDatabase> | undefined;
  return {
    dataDir,
    /** What the server starts with to use that database; the same across its restarts. */
    environment: async () => {
      database ??= copyOfDemoDatabase(inject('databaseServerUrl'));
      return (await database).environment;
    },
  };
}
