import type { Page } from 'playwright-core';

export const DEMO = {
  active: { email: 'demo@koran-kids.test', password: 'demo-ouder-2026', pincode: '1234' },
  neighbours: { email: 'buren@koran-kids.test', password: 'demo-ouder-2026', pincode: '5678' },
  expired: { email: 'verlopen@koran-kids.test', password: 'demo-ouder-2026', pincode: '4321' },
} as const;

/** The development provider's demo staff (packages/content/packs/demo/staff.yaml). */
export const DEMO_STAFF = {
  teacher: { email: 'leraar@koran-kids.test', password: 'demo-staf-2026' },
  otherGroupTeacher: { email: 'leraar-b@koran-kids.test', password: 'demo-staf-2026' },
  administrator: { email: 'beheer@koran-kids.test', password: 'demo-staf-2026' },
} as const;

/**
 * Signs in at the development provider from the login page, as a parent would (Dutch screens), and waits for the
 * page the app lands on: a family's start, or staff's `/staff/inbox`.
 */
export async function signIn(page: Page, account: { email: string; password: string }, landing = '/') {
  await page.goto('/');
  await page.getByRole('link', { name: 'Inloggen' }).click();
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page
    .waitForURL((url) => url.pathname === landing && !url.search.includes('signin'))
    .catch(async (error) => {
      // Where the sign-in stopped instead, and what that page said.
      const text = await page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '(no page)');
      throw new Error(`signing in as ${account.email} stopped at ${page.url()}: ${text.slice(0, 500)}`, {
        cause: error,
      });
    });
}
