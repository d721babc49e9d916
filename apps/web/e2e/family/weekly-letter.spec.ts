import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { openParentArea } from '../support/test-child.ts';

describe.runIf(hasBrowser)('the weekly letter, from the parent’s side', () => {
  const browser = useBrowser();

  it('is turned off and its language chosen in the account; a letter’s link asks first, without signing in', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await openParentArea(page, DEMO.neighbours);
    await page.goto('/parent/account');
    const letter = page.getByRole('region', { name: 'Wekelijkse brief' });
    await letter.getByLabel('Stuur mij de wekelijkse brief').uncheck({ force: true });
    await letter.getByLabel('Taal van de brief').selectOption('en');
    await letter.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Je keuze voor de wekelijkse brief is opgeslagen.').waitFor();
    await page.reload();
    await letter.waitFor();
    expect(await letter.getByLabel('Taal van de brief').inputValue()).toBe('en');
    expect(await letter.getByLabel('Stuur mij de wekelijkse brief').isChecked()).toBe(false);
    await letter.getByLabel('Stuur mij de wekelijkse brief').check({ force: true });
    await letter.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Je keuze voor de wekelijkse brief is opgeslagen.').first().waitFor();

    // A link that names no parent (mistyped, or of an erased account) says so, and stops nothing.
    const visitor = await browser.newPage();
    await visitor.goto('/letters/unsubscribe?token=no-parent-has-this-token-at-all');
    await visitor.getByRole('heading', { name: 'Wekelijkse brief', level: 1 }).waitFor();
    await visitor.getByText('Wil je de wekelijkse brief van Koran Kids niet meer per e-mail ontvangen?').waitFor();
    await visitor.getByRole('button', { name: 'Afmelden' }).click();
    await visitor.getByText('Deze link is niet (meer) geldig.', { exact: false }).waitFor();
  });
});
