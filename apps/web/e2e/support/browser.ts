import { CHROMIUM_ARGS } from '@koran-kids/testing/product';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const hasBrowser = Boolean(inject('chromiumPath'));

/** This test worker's own server (global-setup.ts starts one per worker), or null where none was started. */
export function productUrl(): string | null {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length] ?? null;
}

/** One Chromium for the test file; `newPage` opens a fresh visitor (own cookies and storage). */
export function useBrowser() {
  let browser: Browser | null = null;
  const baseUrl = productUrl() ?? '';

  beforeAll(async () => {
    const executablePath = inject('chromiumPath');
    if (!executablePath) return;
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    /**
     * A Dutch family's browser unless told otherwise. Without the service worker unless asked for: it precaches the
     * whole app on every visit, which only the offline tests need.
     */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('Chromium is not running');
      const context = await browser.newContext({
        locale: 'nl-NL',
        baseURL: baseUrl,
        serviceWorkers: 'block',
        ...options,
      });
      return context.newPage();
    },
  };
}
