import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql, operationsSent } from '../support/graphql.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/** Signs in as the neighbours' parent; Noor's id. */
async function signInForNoor(page: Page): Promise<string> {
  await signIn(page, DEMO.neighbours);
  const { subscription } = await graphql(page, '{ subscription { children { id name } } }');
  return subscription.children.find((child: { name: string }) => child.name === 'Noor').id;
}

/** Holds the files of the build whose names start with `name` (a route's file, a namespace) until released. */
async function holdCode(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The animation the page's content comes in with ('none' when it is simply there). */
const fadeOf = (page: Page) => page.locator('main').evaluate((main) => getComputedStyle(main).animationName);

describe.runIf(hasBrowser)('the started product in Chromium', () => {
  const browser = useBrowser();

  it('serves the app in Dutch to a Dutch family', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Koran Kids' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Samen de Koran leren' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Inloggen' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
  });

  it('switches to English and remembers it after a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Learning the Quran together' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('switches the language by keyboard alone: Tab to the switch, its focus shown, an arrow to English', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const dutch = page.getByRole('radio', { name: 'Nederlands' });
    await dutch.waitFor({ state: 'attached' });
    for (let tab = 0; tab < 10 && !(await dutch.evaluate((radio) => radio === document.activeElement)); tab++)
      await page.keyboard.press('Tab');
    expect(await dutch.evaluate((radio) => radio === document.activeElement)).toBe(true);
    const outline = await dutch.evaluate((radio) => getComputedStyle(radio.nextElementSibling as Element).outlineStyle);
    expect(outline).toBe('solid');

    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Learning the Quran together' }).waitFor();
    const english = page.getByRole('radio', { name: 'English' });
    expect(await english.isChecked()).toBe(true);
    // The keyboard stays where it was: the switch is not drawn anew with the new texts.
    expect(await english.evaluate((radio) => radio === document.activeElement)).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it("keeps the page a child is on while the next page's code comes, with a bar saying so, and asks for its data meanwhile", async () => {
    const page = await browser.newPage();
    const noorId = await signInForNoor(page);
    // The friends page's own code (its name in the build starts with its route's file).
    const releaseCode = await holdCode(page, 'friends');
    await page.goto(`/start/${noorId}`);
    const startHeading = page.getByRole('heading', { level: 1, name: 'Noor' });
    await startHeading.waitFor();
    // The page the app opened on came after the loading screen, which faded in: it does not fade in again.
    expect(await fadeOf(page)).toBe('none');
    const asked = operationsSent(page);

    await page.getByRole('link', { name: 'Vrienden' }).click();
    const bar = page.getByRole('progressbar', { name: 'Laden...' });
    await bar.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/friends/${noorId}`);
    expect(await startHeading.isVisible()).toBe(true);
    expect(await page.getByRole('status').count()).toBe(0);
    // The friends page's data is on its way with its code, not after it.
    await expect.poll(() => [...asked].sort()).toEqual(['getActiveFriends', 'getFriendRequests']);

    releaseCode();
    await page.getByRole('heading', { level: 1, name: 'Vrienden' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await startHeading.count()).toBe(0);
    // A page moved to fades in, the first page too when the child comes back to it.
    expect(await fadeOf(page)).toBe('page-enter');
    await page.goBack();
    await startHeading.waitFor();
    expect(await fadeOf(page)).toBe('page-enter');
  });

  it("asks for a child's page's data beside its code when the page is opened from its address", async () => {
    const page = await browser.newPage();
    const noorId = await signInForNoor(page);
    const { childLessons } = await graphql(
      page,
      'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } }',
      {
        id: noorId,
      },
    );
    const pages = [
      { chunk: 'library', path: `/library/${noorId}/dictionary`, reads: ['getDictionaryWords'], title: 'Woordenlijst' },
      {
        chunk: 'my-profile',
        path: `/profile/${noorId}`,
        reads: ['getUserChildData', 'getUserChildProfile'],
        title: 'Mijn profiel',
      },
      {
        chunk: 'revision',
        path: `/revision/${noorId}?lesson=${childLessons.lessons[0].id}`,
        reads: ['getChildRevision', 'getRevisionPassage'],
        title: /herhalen/i,
      },
    ];
    const asked = operationsSent(page);
    for (const { chunk, path, reads, title } of pages) {
      // The page's code and its texts (their names in the build start with its route's file and its namespace).
      const releaseCode = await holdCode(page, chunk);
      asked.length = 0;
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => reads.filter((read) => asked.includes(read)), { timeout: 20_000 }).toEqual(reads);
      expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(0);

      releaseCode();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
  });
});
