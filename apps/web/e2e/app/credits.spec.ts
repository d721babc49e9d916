import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { clippedParts, DESKTOP, PHONE } from '../support/clipping.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

const source = (page: Page, name: string | RegExp) => page.getByRole('article', { name });

describe.runIf(hasBrowser)('the credits: every source of the course and its licence, for everyone', () => {
  const browser = useBrowser();

  it('opens from the login page without signing in, and names each source with its licence', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Bronnen en licenties' }).click();
    await page.waitForURL('**/credits');
    await page.getByRole('heading', { name: 'Bronnen en licenties', level: 1 }).waitFor();
    await source(page, /^quran-json/)
      .getByText('CC BY-SA 4.0', { exact: false })
      .first()
      .waitFor();
    await source(page, /Saheeh International/).waitFor();
    await source(page, /Tanzil English transliteration/).waitFor();
    await source(page, /^Amiri Quran/)
      .getByText('SIL Open Font License 1.1', { exact: false })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await clippedParts(page, page.getByRole('article')), `${viewport.width} px`).toEqual([]);
    }
  });

  it("opens from the parent pages' footer, and in English", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.active);
    await page.goto('/parent/profiles');
    // The parent pages' own footer (its links to the institute's pages), not the login page's.
    await page.locator('footer').getByRole('link', { name: 'Algemene voorwaarden' }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Bronnen en licenties' }).click();
    await page.getByRole('heading', { name: 'Bronnen en licenties', level: 1 }).waitFor();
    await source(page, /^quran-json/).waitFor();

    const english = await browser.newPage({ locale: 'en-GB' });
    await english.goto('/credits');
    await english.getByRole('heading', { name: 'Sources and licences', level: 1 }).waitFor();
    await source(english, /^Amiri Quran/)
      .getByText('Font', { exact: true })
      .waitFor();
  });
});
