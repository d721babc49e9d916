import { CHROMIUM_ARGS } from '@koran-kids/testing/product';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { claimProduct, waitForProducts } from './own-product.ts';

export const hasBrowser = Boolean(inject('chromiumPath'));

/**
 * One Chromium per worker, for each of its files in turn (a worker keeps its modules between files): launching it
 * anew for each of 32 files cost a second of the machine each time. A file's pages are its own all the same: each
 * `newPage` is a fresh visitor, and the file's visitors are closed after it.
 */
let workersChromium: Promise<Browser> | null = null;

async function chromiumOfThisWorker(executablePath: string) {
  const running = await workersChromium?.catch(() => null);
  if (running?.isConnected()) return running;
  workersChromium = chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return workersChromium;
}

/** The worker's Chromium for the test file; `newPage` opens a fresh visitor (own cookies and storage). */
export function useBrowser() {
  let browser: Browser | null = null;
  let product: Awaited<ReturnType<typeof claimProduct>> | null = null;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const executablePath = inject('chromiumPath');
    if (!executablePath) return;
    [browser, product] = await Promise.all([
      chromiumOfThisWorker(executablePath),
      waitForProducts().then(claimProduct),
    ]);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const pages = contexts.flatMap((context) => context.pages());
    for (const page of pages) console.error(await whatThePageShows(page));
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
    product?.release();
  });

  return {
    get baseUrl() {
      return product?.baseUrl ?? '';
    },
    /**
     * A Dutch family's browser unless told otherwise. Without the service worker unless asked for: it precaches the
     * whole app on every visit, which only the offline tests need.
     */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('Chromium is not running');
      const context = await browser.newContext({
        locale: 'nl-NL',
        baseURL: product?.baseUrl ?? '',
        serviceWorkers: 'block',
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * Where a page is and what it says, for a failed test's report: a test that waits in vain then says what the family
 * saw instead (a hung page gives up after 2 s).
 */
export async function whatThePageShows(page: Page) {
  const text = await Promise.race([
    page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 800)),
    new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer)'), 2000)),
  ]).catch((error: unknown) => `(not readable: ${String(error)})`);
  return `the page at ${page.url()}: ${text}`;
}
