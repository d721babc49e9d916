import { API_VERSION } from '@koran-kids/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO, DEMO_STAFF, signIn } from '../support/sign-in.ts';
import { newChild, openParentArea, removeChild } from '../support/test-child.ts';

/** Yusuf's first lesson (always open, perhaps done by another test), at "Learn the surah"; returns his id. */
async function openFirstLesson(page: Page) {
  await signIn(page, DEMO.active);
  await page.getByRole('link', { name: 'Ga verder als Yusuf' }).click();
  await page.waitForURL(/\/start\//);
  const childId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const data = await graphql(page, 'query($id: ID!) { childLessons(userChildId: $id) { lessons { id sequence } } }', {
    id: childId,
  });
  const first = data.childLessons.lessons.find((lesson: { sequence: number }) => lesson.sequence === 1);
  await openLearnTheSurah(page, `/lessons/${childId}/start?lesson=${first.id}`);
  return { childId, lessonUrl: `/lessons/${childId}/start?lesson=${first.id}` };
}

async function openLearnTheSurah(page: Page, lessonUrl: string) {
  await page.goto(lessonUrl);
  const task = page.getByRole('button', { name: 'Leer de soera' });
  await task.waitFor();
  if ((await task.getAttribute('aria-expanded')) !== 'true') await task.click();
}

/** Records a second and a half with Chromium's fake microphone (a test tone). */
async function recordVerse(page: Page) {
  const ownVoice = page.getByRole('region', { name: 'Jezelf opnemen bij vers 1' });
  await ownVoice.getByRole('button', { name: /Neem jezelf op|Opnieuw opnemen/ }).click();
  await ownVoice.getByText('Bezig met opnemen…').waitFor();
  await page.waitForTimeout(1500);
  await ownVoice.getByRole('button', { name: 'Stop opname' }).click();
  return ownVoice;
}

describe.runIf(hasBrowser)("the child's own voice", () => {
  const browser = useBrowser();

  it('records a verse and plays it back on the device; it goes to the teacher only once the parents allow it', async () => {
    const page = await browser.newPage();
    const { childId, lessonUrl } = await openFirstLesson(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.url());
    });

    let ownVoice = await recordVerse(page);
    await ownVoice.getByText('Je opname blijft op dit apparaat.').waitFor();
    await ownVoice.getByText('Vraag je ouders om dat aan te zetten.', { exact: false }).waitFor();
    expect(await ownVoice.getByRole('button', { name: 'Stuur naar de leerkracht' }).count()).toBe(0);
    const recording = ownVoice.getByLabel('Jouw opname');
    await recording.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => recording.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 5000 })
      .toBeGreaterThan(0.3);
    expect(sent).toEqual([]);

    // The parent allows it in the parent area, behind the pincode.
    await page.goto('/parent/profiles');
    await page.getByLabel('Pincode').fill(DEMO.active.pincode);
    await page.getByRole('button', { name: 'Openen' }).click();
    await page.getByRole('heading', { name: 'Profielen', level: 1 }).waitFor();
    await page.goto(`/parent/profiles/child?child=${childId}`);
    // Before allowing it, the parent reads how long a sent recording is kept (the server's retention settings).
    await page
      .getByText('Een verstuurde opname wordt 90 dagen nadat de leerkracht hem beluisterde gewist, of 180 dagen', {
        exact: false,
      })
      .waitFor();
    await page.getByLabel('Yusuf mag opnames van zichzelf naar de leerkracht sturen').click();
    await page.getByText('Yusuf kan nu opnames naar de leerkracht sturen.').waitFor();

    await openLearnTheSurah(page, lessonUrl);
    ownVoice = await recordVerse(page);
    await ownVoice.getByRole('button', { name: 'Stuur naar de leerkracht' }).click();
    await ownVoice.getByText('Je opname is naar de leerkracht gestuurd.').waitFor();

    const teacher = await browser.newPage();
    await signIn(teacher, DEMO_STAFF.teacher, '/staff/inbox');
    const item = teacher.getByRole('article', { name: 'Yusuf: soera 1, vers 1' });
    const sound = item.getByLabel('Opname van Yusuf, soera 1, vers 1');
    await sound.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => sound.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 5000 })
      .toBeGreaterThan(0.3);
    await item.getByRole('button', { name: 'Antwoord aan Yusuf' }).click();
    await item.getByLabel('Je antwoord aan Yusuf').fill('Mooi gedaan, Yusuf!');
    await item.getByRole('button', { name: 'Antwoord versturen' }).click();
    await teacher.getByText('Je antwoord is verstuurd naar Yusuf.').waitFor();

    await page.goto(`/messages/${childId}`);
    await page.getByRole('button', { name: /Antwoord op je opname/ }).click();
    await page.getByText('Mooi gedaan, Yusuf!').waitFor();
  });

  it("tells the child that today's recordings are enough once it sent the day's cap", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await openParentArea(page, DEMO.neighbours);
    const child = await newChild(page, 'Zaid');
    try {
      await graphql(page, 'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
        id: child.id,
      });
      const lessonId = child.lessons[0]?.id ?? '';
      // The day's recordings sent as the page would send them, until the server says the day is full.
      const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 1)]);
      let answer = '';
      for (let sent = 0; sent <= 1000 && answer !== 'daily-limit'; sent++) {
        const response = await page.request.put(
          `/recordings/${child.id}?lessonId=${lessonId}&ayahFrom=1&ayahTo=1&durationMs=1500`,
          { headers: { 'api-version': API_VERSION, 'content-type': 'application/octet-stream' }, data: webm },
        );
        answer = response.ok() ? 'sent' : ((await response.json()) as { error: string }).error;
        expect(['sent', 'daily-limit']).toContain(answer);
      }
      expect(answer).toBe('daily-limit');

      await openLearnTheSurah(page, `/lessons/${child.id}/start?lesson=${lessonId}`);
      const ownVoice = await recordVerse(page);
      await ownVoice.getByRole('button', { name: 'Stuur naar de leerkracht' }).click();
      await ownVoice
        .getByRole('alert')
        .getByText('Je hebt nu genoeg opnames gestuurd. Later kun je weer nieuwe sturen.')
        .waitFor();
    } finally {
      await removeChild(page, child);
    }
  });
});
