import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ownBaseUrl, waitForProducts } from '../own-product.ts';
import type { Engine, EngineName, EnginePage, PageOptions } from './engine-page.ts';
import { findEngines, launchEngine } from './engines.ts';

export const installedEngines = findEngines();

const failurePicture = (engine: EngineName, test: string, index: number) => {
  const folder = join(tmpdir(), 'koran-kids-engine-failures');
  mkdirSync(folder, { recursive: true });
  return join(folder, `${engine}-${test.replace(/\W+/g, '-').slice(0, 60)}-${index}.png`);
};

/** One browser of the engine for the test file; `newPage` opens a fresh visitor (own cookies and storage). */
export function useEngine(name: EngineName) {
  let engine: Engine | null = null;
  const pages: EnginePage[] = [];
  beforeAll(async () => {
    const executable = installedEngines[name];
    const baseUrl = ownBaseUrl();
    if (!executable || !baseUrl) throw new Error(`${name} is not installed here`);
    await waitForProducts();
    engine = await launchEngine(name, executable, baseUrl);
  });
  // A test's pages close after it: WebKitWebDriver drives one browser at a time.
  // A failed test leaves a picture of each of its pages, to see what the engine showed.
  afterEach(async (context) => {
    const failed = context.task.result?.state === 'fail';
    for (const [index, page] of pages.splice(0).entries()) {
      if (failed) await page.screenshot(failurePicture(name, context.task.name, index)).catch(() => undefined);
      await page.close().catch(() => undefined);
    }
  });
  afterAll(async () => {
    await engine?.close();
  });
  return {
    async newPage(options?: PageOptions) {
      if (!engine) throw new Error(`${name} is not running`);
      const page = await engine.newPage(options);
      pages.push(page);
      return page;
    },
  };
}
