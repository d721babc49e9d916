import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/** The child's start page's own file, opened after choosing a profile (its hash changes with every release). */
const START_PAGE_CODE = '**/assets/child-start-*.js';

/**
 * A release while the profiles page is open: the start page's file that page knows is gone (404) until the page is
 * loaded afresh, or, with `staysMissing`, after that too. Counts the fresh loads of a start page and the 404s.
 */
async function releaseUnderOpenPage(page: Page, { staysMissing }: { staysMissing: boolean }) {
  let reloads = 0;
  let missing = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/start/')) reloads += 1;
  });
  await page.route(START_PAGE_CODE, (route) => {
    if (!staysMissing && reloads > 0) return route.continue();
    missing += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return { reloads: () => reloads, missing: () => missing };
}

const openYusuf = (page: Page) => page.getByRole('link', { name: 'Ga verder als Yusuf' }).click();
const yusufsStart = (page: Page) => page.getByRole('heading', { name: 'Yusuf', level: 1, exact: true });
/** What the error page shows: never on these pages, nor the browser's English words. */
const errorWords = /Onverwachte fout|dynamically imported module|module script/;

describe.runIf(hasBrowser)('a new release while a page is open', () => {
  const browser = useBrowser();

  it('reloads once when the next page’s code is gone, and shows that page', async () => {
    const page = await browser.newPage();
    const release = await releaseUnderOpenPage(page, { staysMissing: false });
    await signIn(page, DEMO.active);

    await openYusuf(page);
    await yusufsStart(page).waitFor({ timeout: 15_000 });
    expect(release.missing()).toBeGreaterThan(0);
    expect(release.reloads()).toBe(1);
    expect(await page.getByText(errorWords).count()).toBe(0);
  });

  it('says in words that there is a new version when the code stays gone after that reload, and reloads on request', async () => {
    const page = await browser.newPage();
    const release = await releaseUnderOpenPage(page, { staysMissing: true });
    await signIn(page, DEMO.active);

    await openYusuf(page);
    const message = page.getByRole('heading', {
      name: 'Er is een nieuwe versie van Koran Kids. Laad de pagina opnieuw.',
    });
    await message.waitFor({ timeout: 15_000 });
    expect(await page.getByText(errorWords).count()).toBe(0);
    // One reload, not a loop.
    await page.waitForTimeout(1500);
    expect(release.reloads()).toBe(1);
    await message.waitFor();

    // The new version's file is there now: the button loads the page.
    await page.unroute(START_PAGE_CODE);
    await page.getByRole('button', { name: 'Pagina opnieuw laden' }).click();
    await yusufsStart(page).waitFor();
    expect(release.reloads()).toBe(2);
  });
});
