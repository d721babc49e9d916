import { CHROMIUM_ARGS } from '@koran-kids/testing/product';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { claimProduct, waitForProducts } from './own-product.ts';

export const hasBrowser = Boolean(inject('chromiumPath'));

/** One Chromium for the test file; `newPage` opens a fresh visitor (own cookies and storage). */
export function useBrowser() {
  let browser: Browser | null = null;
  let product: Awaited<ReturnType<typeof claimProduct>> | null = null;

  beforeAll(async () => {
    const executablePath = inject('chromiumPath');
    if (!executablePath) return;
    [browser, product] = await Promise.all([
      chromium.launch({ executablePath, args: CHROMIUM_ARGS }),
      waitForProducts().then(claimProduct),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
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
      return context.newPage();
    },
  };
}
