import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

describe.runIf(hasBrowser)('the final steps', () => {
  const browser = useBrowser();

  it('takes a child from the final test the parent sets, through the final message, to the certificate PDF', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.goto('/parent/profiles');
    await page.getByLabel('Pincode').fill(DEMO.neighbours.pincode);
    await page.getByRole('button', { name: 'Openen' }).click();
    await page.getByRole('link', { name: 'Open Bilal' }).click();
    await page.getByRole('link', { name: 'Eindtoets' }).click();
    await page.getByRole('heading', { name: 'Eindtoets van Bilal' }).waitFor();
    // Before the last lesson the test is not open, and opening it early is a choice the parent confirms.
    await page
      .getByText('Bilal heeft 0 van de 20 lessen afgerond. De eindtoets gaat vanzelf open zodra de laatste les af is.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Eindtoets nu al openzetten' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eindtoets openzetten voor de laatste les?' });
    await confirm.getByText('Op het certificaat staat dan dat Bilal 0 van de 20 lessen heeft afgerond.').waitFor();
    await confirm.getByRole('button', { name: 'Ja, nu openzetten' }).click();
    await page.getByText('De eindtoets staat open voor Bilal.').waitFor();
    const childId = new URL(page.url()).searchParams.get('child');

    await page.goto('/');
    await page.getByRole('link', { name: 'Ga verder als Bilal' }).click();
    await page.getByRole('link', { name: 'Je eindtoets staat klaar!' }).click();
    await page.getByRole('heading', { name: 'Eindtoets', level: 1 }).waitFor();
    await page.getByText('1 van 8').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (let question = 1; question <= 8; question++) {
      await page.getByText(`${question} van 8`).waitFor();
      await page.getByLabel('Jouw antwoord').fill(`Mijn antwoord ${question}`);
      await page.getByRole('button', { name: question < 8 ? 'Volgende vraag' : 'Mijn antwoorden nakijken' }).click();
    }
    await page.getByRole('heading', { name: 'Kijk je antwoorden na' }).waitFor();
    await page.getByRole('button', { name: 'Antwoord 8 veranderen' }).click();
    await page.getByLabel('Jouw antwoord').fill('Een beter antwoord');
    await page.getByRole('button', { name: 'Mijn antwoorden nakijken' }).click();
    await page.getByText('Een beter antwoord').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mijn toets inleveren' }).click();
    await page
      .getByText('Weet je zeker dat je je toets wilt inleveren? Je kunt je antwoorden hierna niet meer veranderen.')
      .waitFor();
    await page.getByRole('button', { name: 'Ja, inleveren' }).click();

    await page.getByRole('heading', { name: 'Eindbericht', level: 1 }).waitFor();
    await page.getByLabel('Jouw eindbericht').fill('Dank u wel voor alle lessen!');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('Weet je zeker dat je het wilt versturen? Je kunt het hierna niet meer veranderen.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ja, versturen' }).click();
    await page.getByText('Je eindbericht is verstuurd. Je certificaat staat klaar!').waitFor();
    await page.getByRole('link', { name: 'Naar mijn certificaat' }).click();

    await page.getByRole('heading', { name: 'Gefeliciteerd, Bilal!' }).waitFor();
    // The certificate says what was done: 0 of 20 lessons, never "met succes afgerond".
    await page.getByText('0 van de 20 lessen van de cursus Koran Kids heeft afgerond').waitFor();
    expect(await page.getByText(/met succes/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download het certificaat (PDF)' }).click(),
    ]);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Bilal');
    expect(text).toContain('Certificaat');

    await page.goto(`/start/${childId}`);
    await page.getByRole('link', { name: 'Bekijk je certificaat' }).waitFor();
    await page.goto(`/parent/profiles/child/final_test?child=${childId}`);
    await page.getByRole('heading', { name: 'Eindtoets van Bilal' }).waitFor();
    await page.getByText('Mijn antwoord 1', { exact: true }).waitFor();
    await page.getByText('7 verzen.').waitFor();
    await page.getByText('Een beter antwoord').waitFor();
    await page.getByText('Dank u wel voor alle lessen!').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 240_000); // the final test, message and certificate: over 60 s on the loaded 2-core machine of stop 42
});
