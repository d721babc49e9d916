import { readSurah, withOpenTanween } from '@koran-kids/content';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/* Al-Masad's recitations, silent and of known length, with word timings: uploaded as an administrator does. */

// Al-Masad (lesson 5): no other test gives it recitations.
export const SURAH = 111;
/** As long as a short word in a real recitation: a busy tablet's frames can come 200 ms apart. */
export const WORD_MS = 400;
/** Each verse's words as stored (quran-json's text): what the staff's editor and its preview show. */
export const verses = readSurah(SURAH).verses.map((verse) => verse.text.split(/\s+/).filter(Boolean));
/** As a child's lesson shows them: the API hands out the open tanween's own code points (withOpenTanween). */
export const childVerses = verses.map((words) => words.map(withOpenTanween));

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

export async function uploadRecitationsAndTimings(page: Page) {
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

/**
 * One reading of a verse as the page showed it: on each frame drawn while it played, the page's clock and the
 * audio's (ms), and whether the audio had the data to go on (not waiting for more); each word the page marked as being
 * said, by its label ("Hoor woord N: …"), with the audio's time then.
 */
export type Reading = {
  frames: [pageMs: number, audioMs: number, hasData: boolean][];
  marks: { label: string; audioMs: number }[];
};

/** Frames drawn while a word is said before the page must have marked it: its frame loop saw it, React drew it. */
const FRAMES_TO_SHOW_A_WORD = 3;

/**
 * The marked word follows the recitation: the verse's words in the order they are said, none before its time, and
 * every word the page had the time to show. A page that drew no frames while a word was said could not show it,
 * and is not asked to: a busy machine held WebKit's page still for 1.7 s while the recitation went on.
 */
export function expectMarksToFollow(reading: Reading, words: readonly string[], log: string) {
  const positions = reading.marks.map(({ label }) => Number(/^Hoor woord (\d+):/.exec(label)?.[1] ?? 0) - 1);
  expect(
    reading.marks.map(({ label }) => label),
    log,
  ).toEqual(positions.map((position) => `Hoor woord ${position + 1}: ${words[position]}`));
  expect(positions, log).toEqual([...new Set(positions)].sort((a, b) => a - b));
  for (const [index, { audioMs }] of reading.marks.entries()) {
    expect(audioMs, log).toBeGreaterThanOrEqual((positions[index] ?? 0) * WORD_MS - 20);
  }
  // Waiting for its data, a recording stands still on its first word, and the page rightly marks none.
  const framesDuring = (position: number) =>
    reading.frames.filter(
      ([, audioMs, hasData]) => hasData && audioMs >= position * WORD_MS && audioMs < (position + 1) * WORD_MS,
    );
  const hadTimeFor = words
    .map((_, position) => position)
    .filter((position) => framesDuring(position).length >= FRAMES_TO_SHOW_A_WORD);
  expect(positions, log).toEqual(expect.arrayContaining(hadTimeFor));
  // The recording went on: the page saw its time pass.
  expect(Math.max(...reading.frames.map(([, audioMs]) => audioMs)), log).toBeGreaterThan(300);
}

/**
 * From now on every recording the page asks for waits until `deliver` (returned) is called, as on a slow
 * connection. Routing also keeps the browser's cache out of the way: a recording heard before is asked for again.
 */
export async function holdRecordings(page: Page) {
  let deliver: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'media') await delivered;
    await route.fallback();
  });
  return deliver;
}
