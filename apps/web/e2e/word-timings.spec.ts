import { readSurah } from '@koran-kids/content';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { DEMO_STAFF, signIn } from './support/sign-in.ts';

// Al-Masad (lesson 5): no other test gives it recitations.
const SURAH = 111;
const WORD_MS = 200;
const verses = readSurah(SURAH).verses.map((verse) => verse.text.split(/\s+/).filter(Boolean));

/** MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz, 26 ms each): a real mp3 of a known length. */
function silentMp3(milliseconds: number) {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: Math.ceil(milliseconds / 26) + 2 }, () => frame));
}

/** quran-align timings that match the recordings: every word its own WORD_MS, one after the other. */
const timingFile = () =>
  JSON.stringify(
    verses.map((words, index) => ({
      surah: SURAH,
      ayah: index + 1,
      segments: words.map((_, word) => [word, word + 1, word * WORD_MS, (word + 1) * WORD_MS]),
    })),
  );

const mediaTime = (audio: Locator) => audio.evaluate((element: HTMLAudioElement) => element.currentTime * 1000);

/** The words marked as being said in the first reading, each with when it was first marked. */
async function spokenWords(page: Page, preview: Locator) {
  const seen: { word: string; at: number }[] = [];
  const started = Date.now();
  while (Date.now() - started < 4000 && seen.length < (verses[0]?.length ?? 0)) {
    const spoken = preview.locator('[data-spoken]');
    const word = (await spoken.count()) > 0 ? ((await spoken.first().textContent()) ?? '') : null;
    if (word !== null && !seen.some((item) => item.word === word)) seen.push({ word, at: Date.now() });
    await page.waitForTimeout(20);
  }
  return { words: seen.map((item) => item.word), span: (seen.at(-1)?.at ?? 0) - (seen[0]?.at ?? 0) };
}

async function uploadRecitationsAndTimings(page: Page) {
  await page.goto('/staff/content');
  await page.getByLabel('Voordrager en bron').fill('Test-voordrager (stilte)');
  await page.getByLabel('Licentie').fill('Alleen voor tests');
  await page.getByLabel('Vermelding van de bron').fill('Stilte, gemaakt voor de test.');
  const recitations = page.getByRole('region', { name: 'Voordrachten van verzen' });
  await recitations.locator('input[type=file][multiple]').setInputFiles(
    verses.map((words, index) => ({
      name: `${SURAH}00${index + 1}.mp3`,
      mimeType: 'audio/mpeg',
      buffer: silentMp3(words.length * WORD_MS + 300),
    })),
  );
  await recitations.getByText(`${verses.length} geïmporteerd, 0 geweigerd.`).waitFor();

  const timings = page.getByRole('region', { name: 'Woordtijden bij de voordrachten' });
  const mismatched = JSON.parse(timingFile()) as { segments: number[][] }[];
  mismatched[1]?.segments.pop();
  await timings.locator('input[type=file]').setInputFiles({
    name: 'al-masad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(mismatched)),
  });
  const words = verses[1]?.length ?? 0;
  await timings
    .getByText(`al-masad.json: Vers ${SURAH}:2 heeft ${words} woorden; de woordtijden tellen er ${words - 1}.`)
    .waitFor();
  await timings.locator('input[type=file]').setInputFiles({
    name: 'al-masad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(timingFile()),
  });
  await timings.getByText(`${verses.length} verzen hebben nu woordtijden`).waitFor();
}

describe.runIf(hasBrowser)('recitation word by word', () => {
  const browser = useBrowser();

  it('highlights each word as it is recited at 1× and 0.5×, plays one tapped word, and repeats a range of words', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    await uploadRecitationsAndTimings(page);

    await page.goto('/staff/lessons');
    await page.getByRole('link', { name: 'Al-Masad' }).click();
    await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
    const preview = page.getByRole('dialog', { name: 'Zo ziet een kind de les' });
    const audio = preview.locator('audio');
    const firstVerse = verses[0] ?? [];

    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    const atNormalSpeed = await spokenWords(page, preview);
    // Every word of the verse in turn, in the order they are said.
    expect(atNormalSpeed.words).toEqual(firstVerse);
    await preview.getByRole('button', { name: 'Pauzeren' }).click();

    // From the start again, at half speed.
    await page.getByRole('button', { name: 'Voorbeeld sluiten' }).click();
    await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
    await preview.getByRole('button', { name: 'Instellingen' }).click();
    await preview.getByText('0,5×', { exact: true }).first().click();
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    const atHalfSpeed = await spokenWords(page, preview);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(0.5);
    expect(atHalfSpeed.words).toEqual(firstVerse);
    // Each word takes twice as long (the marks follow the audio's own clock).
    expect(atHalfSpeed.span).toBeGreaterThan(atNormalSpeed.span * 1.5);
    await preview.getByRole('button', { name: 'Pauzeren' }).click();

    // A tapped word is heard alone: the recording plays from its start and stops at its end.
    await preview.getByRole('button', { name: `Hoor woord 3: ${firstVerse[2]}` }).click();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused && element.currentTime > 0), {
        timeout: 5000,
      })
      .toBe(true);
    const stoppedAt = await mediaTime(audio);
    expect(stoppedAt).toBeGreaterThanOrEqual(3 * WORD_MS);
    expect(stoppedAt).toBeLessThan(3 * WORD_MS + 150);

    // A range of words: the loop plays only those.
    const part = preview.getByRole('group', { name: 'Een deel van het vers herhalen' });
    await part.getByLabel('Van woord').selectOption('1');
    await part.getByLabel('Tot en met woord').selectOption('2');
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    const times: number[] = [];
    for (let sample = 0; sample < 30; sample++) {
      if (!(await audio.evaluate((element: HTMLAudioElement) => element.paused))) times.push(await mediaTime(audio));
      await page.waitForTimeout(30);
    }
    expect(times.length).toBeGreaterThan(3);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(WORD_MS - 60);
    expect(Math.max(...times)).toBeLessThan(3 * WORD_MS + 150);
  });
});
