import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALL_MS } from '../../src/components/recitation-stall.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import {
  expectMarksToFollow,
  holdRecordings,
  type Reading,
  uploadRecitationsAndTimings,
  verses,
  WORD_MS,
} from '../support/recitations.ts';
import { DEMO_STAFF, signIn } from '../support/sign-in.ts';

const mediaTime = (audio: Locator) => audio.evaluate((element: HTMLAudioElement) => element.currentTime * 1000);

/** The administrator's preview of Al-Masad as a child sees it, nothing played yet. */
async function openPreview(page: Page) {
  await page.goto('/staff/lessons');
  await page.getByRole('link', { name: 'Al-Masad' }).click();
  await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
  return page.getByRole('dialog', { name: 'Zo ziet een kind de les' });
}

/**
 * Per reading of the verse, a new one after each `ended`: the frames drawn while it played and the words marked
 * (what `expectMarksToFollow` judges). `events`: the audio's events and the marks with the page's clock and the
 * audio's, for a failure's message.
 */
type Heard = { readings: Reading[]; events: string[] };

/**
 * From now on: where the playing audio is (on every frame), and which words are marked as being said (by their
 * "Hoor woord N" label), on every change of the page however short: a busy browser's frames can come further apart
 * than a word lasts. Read back with `heard`.
 */
const startListening = (preview: Locator) =>
  preview.evaluate((root) => {
    const audio = root.querySelector('audio');
    if (!audio) throw new Error('no recitation player yet');
    const heard: Heard = { readings: [{ frames: [], marks: [] }], events: [] };
    Object.assign(window, { heard });
    const reading = () => heard.readings.at(-1) ?? { frames: [], marks: [] };
    const note = (what: string) =>
      heard.events.push(`${Math.round(performance.now())} ${what} @${Math.round(audio.currentTime * 1000)}`);
    for (const type of ['loadedmetadata', 'play', 'playing', 'pause', 'ended', 'seeking', 'seeked', 'waiting']) {
      audio.addEventListener(type, () => note(type));
    }
    audio.addEventListener('ended', () => heard.readings.push({ frames: [], marks: [] }));
    new MutationObserver((changes) => {
      // A word marked as it is put on the page makes no change of attribute: the page as it is now names it.
      for (const word of [...changes.map((change) => change.target), ...root.querySelectorAll('[data-spoken]')]) {
        if (!(word instanceof Element) || !word.hasAttribute('data-spoken')) continue;
        const label = word.getAttribute('aria-label') ?? word.textContent ?? '';
        if (reading().marks.at(-1)?.label === label) continue;
        reading().marks.push({ label, audioMs: audio.currentTime * 1000 });
        note(label.replace(/:.*/, ''));
      }
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-spoken'] });
    const hasData = () => audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
    const frame = () => {
      if (!audio.paused && !audio.seeking)
        reading().frames.push([performance.now(), audio.currentTime * 1000, hasData()]);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

/** What the page heard, and across its readings: the audio's time on every frame, and each word marked, once. */
async function heard(page: Page) {
  const { readings, events } = await page.evaluate(() => (window as unknown as { heard: Heard }).heard);
  const times = readings.flatMap(({ frames }) => frames.map(([, audioMs]) => audioMs));
  const marked = [...new Set(readings.flatMap(({ marks }) => marks.map(({ label }) => label)))];
  return { readings, events, times, marked };
}

/**
 * The first verse's first reading, once it has ended, and how fast its recording went: the audio's time over the
 * page's, from when it started to move (a recording still loading stands at 0).
 */
async function firstReading(page: Page) {
  const readingsCount = async () => (await heard(page)).readings.length;
  await expect
    .poll(readingsCount, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}; heard: ${(await heard(page)).events.join(', ')}`);
    });
  const { readings, events } = await heard(page);
  const reading = readings[0] ?? { frames: [], marks: [] };
  const moving = reading.frames.filter(([, audioMs]) => audioMs > 0);
  const [firstPageMs = 0, firstAudioMs = 0] = moving[0] ?? [];
  const [lastPageMs = 0, lastAudioMs = 0] = moving.at(-1) ?? [];
  return { reading, speed: (lastAudioMs - firstAudioMs) / (lastPageMs - firstPageMs), log: events.join(', ') };
}

const isPausedAfterPlaying = (audio: Locator) =>
  audio.evaluate((element: HTMLAudioElement) => element.paused && element.currentTime > 0 && !element.seeking);

describe.runIf(hasBrowser)('recitation word by word', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage();
    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    await uploadRecitationsAndTimings(page);
  });

  it('plays a tapped word of a verse not heard yet from that word on, and a part of a verse from its first word', async () => {
    const preview = await openPreview(page);
    const audio = preview.locator('audio');
    const secondVerse = verses[1] ?? [];
    const wordLabel = (number: number) => `Hoor woord ${number}: ${secondVerse[number - 1]}`;
    const verseTwo = preview.getByRole('listitem').filter({ hasText: 'Vers 2' });
    await audio.waitFor({ state: 'attached' });

    await startListening(preview);
    await verseTwo.getByRole('button', { name: wordLabel(3) }).click();
    await expect.poll(() => isPausedAfterPlaying(audio), { timeout: 5000 }).toBe(true);
    const tapped = await heard(page);
    expect(tapped.times.length, tapped.events.join()).toBeGreaterThan(0);
    // Word 3 starts at 2 × WORD_MS: the recording starts there, never at 0, and stops at the word's end.
    expect(Math.min(...tapped.times)).toBeGreaterThanOrEqual(2 * WORD_MS - 30);
    expect(Math.max(...tapped.times)).toBeLessThan(3 * WORD_MS + 150);
    expect(tapped.marked).toEqual([wordLabel(3)]);

    // Part of verse 2, words 3 to 4: the loop starts each reading at word 3.
    await preview.getByRole('button', { name: 'Volgend vers' }).click();
    const part = preview.getByRole('group', { name: 'Een deel van het vers herhalen' });
    await part.getByLabel('Van woord').selectOption('2');
    await part.getByLabel('Tot en met woord').selectOption('3');
    await startListening(preview);
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    await expect.poll(async () => (await heard(page)).marked.length, { timeout: 5000 }).toBe(2);
    await expect.poll(() => isPausedAfterPlaying(audio), { timeout: 5000 }).toBe(true);
    await preview.getByRole('button', { name: 'Pauzeren' }).click();
    const repeated = await heard(page);
    expect(Math.min(...repeated.times)).toBeGreaterThanOrEqual(2 * WORD_MS - 30);
    expect(Math.max(...repeated.times)).toBeLessThan(4 * WORD_MS + 150);
    expect(repeated.marked).toEqual([wordLabel(3), wordLabel(4)]);
    await page.getByRole('button', { name: 'Voorbeeld sluiten' }).click();
  });

  it('highlights each word as it is recited at 1× and 0.5×, plays one tapped word, and repeats a range of words', async () => {
    const preview = await openPreview(page);
    const audio = preview.locator('audio');
    const firstVerse = verses[0] ?? [];

    await audio.waitFor({ state: 'attached' });
    await startListening(preview);
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    const atNormalSpeed = await firstReading(page);
    // Every word of the verse in turn, in the order they are said (each the page had the time to show).
    expectMarksToFollow(atNormalSpeed.reading, firstVerse, atNormalSpeed.log);
    await preview.getByRole('button', { name: 'Pauzeren' }).click();

    // From the start again, at half speed.
    await page.getByRole('button', { name: 'Voorbeeld sluiten' }).click();
    await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
    await preview.getByRole('button', { name: 'Instellingen' }).click();
    await preview.getByText('0,5×', { exact: true }).first().click();
    await audio.waitFor({ state: 'attached' });
    await startListening(preview);
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    const atHalfSpeed = await firstReading(page);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(0.5);
    expectMarksToFollow(atHalfSpeed.reading, firstVerse, atHalfSpeed.log);
    // Each word takes twice as long: the recording goes at half the speed, and the marks follow its own clock.
    expect(atHalfSpeed.speed, `${atNormalSpeed.speed} at 1×`).toBeLessThan(atNormalSpeed.speed * 0.7);
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

  it('marks no word while the recitation is still loading, and the first as soon as it is said', async () => {
    const deliver = await holdRecordings(page);
    const preview = await openPreview(page);
    await preview.locator('audio').waitFor({ state: 'attached' });
    await startListening(preview);
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();

    // Ten frames drawn while the verse should play and nothing of it has come in yet: nothing is said.
    const loading = async () => (await heard(page)).readings[0]?.frames.length ?? 0;
    await expect.poll(loading, { timeout: 5000 }).toBeGreaterThanOrEqual(10);
    const whileLoading = await heard(page);
    expect(whileLoading.marked, whileLoading.events.join(', ')).toEqual([]);
    // A child whose verse does not come is told why it is silent.
    const status = preview.getByRole('region', { name: 'Speler' }).getByText(/vers 1/i);
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe('Vers 1 wordt geladen…');

    deliver();
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe('Luister goed naar vers 1');
    const reading = await firstReading(page);
    expectMarksToFollow(reading.reading, verses[0] ?? [], reading.log);
    expect(reading.reading.marks[0]?.label).toBe(`Hoor woord 1: ${verses[0]?.[0]}`);
    await preview.getByRole('button', { name: 'Pauzeren' }).click();
    await page.unroute('**/*');
  });

  it('starts a recitation that does not come again twice, then lets the child read the verse instead', async () => {
    const onClock = await browser.newPage();
    await signIn(onClock, DEMO_STAFF.administrator, '/staff/inbox');
    // The page's timers on a clock the test moves on: three times 8 s of waiting take no 24 s here.
    await onClock.clock.install();
    await holdRecordings(onClock);
    const asked: string[] = [];
    onClock.on('request', (request) => {
      if (request.resourceType() === 'media') asked.push(request.url());
    });
    const preview = await openPreview(onClock);
    await preview.locator('audio').waitFor({ state: 'attached' });
    await preview.getByRole('button', { name: 'Afspelen', exact: true }).click();
    const status = preview.getByRole('region', { name: 'Speler' }).getByText(/vers 1/i);
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe('Vers 1 wordt geladen…');
    await expect.poll(() => asked.length).toBe(1);

    // Eight seconds without data: the recitation starts over, once and again; then the verse is read instead.
    for (const tries of [2, 3]) {
      await onClock.clock.runFor(STALL_MS + 1000);
      await expect.poll(() => asked.length, { timeout: 5000 }).toBe(tries);
      expect(await status.textContent()).toBe('Vers 1 wordt geladen…');
    }
    await onClock.clock.runFor(STALL_MS + 1000);
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe('Lees vers 1 mee');
    expect(new Set(asked).size).toBe(1);
    await onClock.close();
  });
});
