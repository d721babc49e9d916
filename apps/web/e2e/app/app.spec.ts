import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';

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
});
