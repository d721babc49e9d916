import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

async function openFirstLesson(page: Page) {
  await signIn(page, DEMO.neighbours);
  await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
  const childId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('link', { name: 'Lessen' }).click();
  await page.getByRole('link', { name: /Les 1(?!\d).*Al-Fatiha/ }).click();
  await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();
  return childId;
}

describe.runIf(hasBrowser)('a lesson for a child of seven', () => {
  const browser = useBrowser();

  it('opens on the first task, with the text, the verses and the settings folded away', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openFirstLesson(page);
    await page.getByText('Lees elk vers mee terwijl het oplicht', { exact: false }).waitFor();
    const lessonText = page.getByText('Al-Fatiha is de allereerste soera van de Koran', { exact: false });
    expect(await lessonText.isVisible()).toBe(false);
    expect(await page.getByLabel('Herhalen').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Over deze les' }).click();
    await lessonText.waitFor();
    await page.getByRole('button', { name: 'Instellingen' }).click();
    await page.getByLabel('Herhalen').waitFor();
  });

  it("fills the surah's progress bar without a slide for a child whose device asks for less motion", async () => {
    const progressSlide = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion });
      await openFirstLesson(page);
      // The verses learned, above the player.
      const learned = page.locator('.mantine-Progress-section').first();
      return learned.evaluate((section) => getComputedStyle(section).transitionDuration);
    };
    expect(await progressSlide('reduce')).toBe('0s');
    expect(await progressSlide('no-preference')).toBe('0.2s');
  });

  it('sets the Arabic verses at the right edge, with a pronunciation a child can read, the surah number where it explains, and the settings in line', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const childId = await openFirstLesson(page);
    await page.getByText('Soera 1 van de Koran').waitFor();
    await page.getByRole('button', { name: 'De verzen' }).click();
    const verse = page.locator('p[dir="rtl"]').filter({ hasText: '﴿1﴾' });
    await verse.waitFor();
    const [verseBox, textBox, columnBox] = await Promise.all([
      verse.boundingBox(),
      verse.locator('span[lang="ar"]').boundingBox(),
      page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).locator('..').boundingBox(),
    ]);
    // The Arabic ends at the right edge of its column and leaves room at the left.
    expect(
      Math.abs((textBox?.x ?? 0) + (textBox?.width ?? 0) - ((verseBox?.x ?? 0) + (verseBox?.width ?? 0))),
    ).toBeLessThan(2);
    expect((textBox?.x ?? 0) - (columnBox?.x ?? 0)).toBeGreaterThan(100);
    await page.getByText('Bismillaahir-rahmaanir-rahiem', { exact: true }).first().waitFor();
    // Instead of Tanzil's scholarly spelling ("alAAalameena").
    expect(await page.getByText(/AAalameena/).count()).toBe(0);

    // On a laptop the settings stand two by two: each pair's controls on one line, help text above one or not.
    await page.getByRole('button', { name: 'Instellingen' }).click();
    const bottomOf = async (control: Locator) => {
      const box = await control.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    };
    const radios = (name: string) => page.getByRole('radiogroup', { name });
    for (const [left, right] of [
      [page.getByLabel('Herhalen'), radios('Tijd om na te zeggen')],
      [page.getByLabel('Van vers'), radios('Snelheid')],
      [radios('Verstoppen (zelftest)'), radios('Grootte van de Arabische tekst')],
    ] as const) {
      await right.waitFor();
      expect(Math.abs((await bottomOf(left)) - (await bottomOf(right)))).toBeLessThanOrEqual(4);
    }

    // On the overview a lesson is "Les 2", not "Les 2" beside the surah's number 114.
    await page.goto(`/lessons/${childId}`);
    const anNas = page.getByRole('link', { name: /Les 2(?!\d).*An-Nas/ });
    await anNas.waitFor();
    expect(await anNas.innerText()).not.toContain('114');

    await page.goto(`/lessons/${childId}/start?lesson=1&lng=en`);
    await page.getByRole('button', { name: 'The verses' }).click();
    await page.getByText('Bismillaahir-rahmaanir-raheem', { exact: true }).first().waitFor();
  });

  it('shows what a child has earned on My profile', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
    await page.getByRole('link', { name: 'Mijn profiel' }).click();
    const earned = page.getByRole('region', { name: 'Wat je hebt verdiend' });
    await earned.getByText(/★ \d+ van de 20 sterren/).waitFor();
    await earned.getByText(/\d+ quiz(zen)? gehaald/).waitFor();
  });
});
