import { API_VERSION } from '@koran-kids/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO, DEMO_STAFF, signIn } from '../support/sign-in.ts';

/** The start of a WebM file, as a browser's MediaRecorder writes it, and some sound after it. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(2000, 7)]);

type Child = { id: string; name: string };

async function childrenOf(page: Page, account: (typeof DEMO)[keyof typeof DEMO]) {
  await signIn(page, account);
  const { subscription } = await graphql(page, '{ subscription { children { id name } } }');
  const byName = (name: string) => (subscription.children as Child[]).find((child) => child.name === name)?.id ?? '';
  return byName;
}

/** "Over mij" as the child's screen sends it. */
async function sendAboutMe(page: Page, childId: string, aboutMe: string) {
  await graphql(
    page,
    'mutation ($id: ID!, $text: String!) { upsertUsersChildDetails(userChildId: $id, aboutMe: $text) { aboutMeSentAt } }',
    {
      id: childId,
      text: aboutMe,
    },
  );
}

/**
 * The parent allows recordings (behind the pincode), the child sends one of verse 1 of its first lesson, and the
 * parent turns it off again (the child's own-voice test expects it off).
 */
async function sendRecording(page: Page, childId: string) {
  await graphql(page, `mutation { validatePincode(pincode: "${DEMO.active.pincode}") { isCorrect } }`);
  await graphql(page, 'mutation ($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
    id: childId,
  });
  const data = await graphql(page, 'query ($id: ID!) { childLessons(userChildId: $id) { lessons { id sequence } } }', {
    id: childId,
  });
  const first = data.childLessons.lessons.find((lesson: { sequence: number }) => lesson.sequence === 1);
  const query = new URLSearchParams({ lessonId: String(first.id), ayahFrom: '1', ayahTo: '1', durationMs: '2500' });
  const sent = await page.request.put(`/recordings/${childId}?${query}`, {
    headers: { 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
    data: WEBM,
  });
  expect(sent.status()).toBe(200);
  await graphql(page, 'mutation ($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: false) }', {
    id: childId,
  });
}

/** The number in "Ongelezen (n)": texts not yet read and recordings not yet heard. */
async function unreadCount(page: Page) {
  const radio = page.getByRole('radio', { name: /^Ongelezen \(\d+\)$/ });
  const label = await radio.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '');
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

const headings = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

describe.runIf(hasBrowser)("the teacher's inbox", () => {
  const browser = useBrowser();

  it('counts texts and recordings as unread, interleaves them newest first, and finds a child', async () => {
    const neighbours = await browser.newPage();
    const neighbourChild = await childrenOf(neighbours, DEMO.neighbours);
    const family = await browser.newPage();
    const demoChild = await childrenOf(family, DEMO.active);
    const teacher = await browser.newPage();
    await signIn(teacher, DEMO_STAFF.teacher, '/staff/inbox');
    await teacher.getByRole('heading', { name: 'Berichten van kinderen', level: 1 }).waitFor();
    const before = await unreadCount(teacher);

    await sendAboutMe(neighbours, neighbourChild('Bilal'), 'Ik bouw graag met lego.');
    await sendRecording(family, demoChild('Amina'));
    await sendAboutMe(neighbours, neighbourChild('Noor'), 'Ik lees graag over de profeten.');

    await teacher.reload();
    await teacher.getByRole('article', { name: 'Noor: over zichzelf' }).waitFor();
    expect(await unreadCount(teacher)).toBe(before + 3);
    expect(await teacher.getByRole('radio', { name: /Ongelezen/ }).isChecked()).toBe(true);
    expect((await headings(teacher)).slice(0, 3)).toEqual([
      'Noor: over zichzelf',
      'Amina: soera 1, vers 1',
      'Bilal: over zichzelf',
    ]);

    // Layout: the filter and the search sit side by side or wrap, never on top of each other or off the screen.
    for (const width of [390, 1280]) {
      await teacher.setViewportSize({ width, height: 800 });
      const filter = await teacher.getByRole('radiogroup', { name: 'Welke berichten' }).boundingBox();
      const search = await teacher.getByRole('searchbox', { name: 'Zoeken' }).boundingBox();
      if (!filter || !search) throw new Error('the filter or the search is not shown');
      const apart =
        filter.x + filter.width <= search.x ||
        search.y >= filter.y + filter.height ||
        search.x + search.width <= filter.x;
      expect(apart, `filter and search overlap at ${width} px`).toBe(true);
      for (const box of [filter, search])
        expect(box.x + box.width, `clipped at ${width} px`).toBeLessThanOrEqual(width);
    }

    // By keyboard: the search finds a child by name, and a text by its words.
    const searchBox = teacher.getByRole('searchbox', { name: 'Zoeken' });
    await searchBox.focus();
    await teacher.keyboard.type('bilal');
    await teacher.getByRole('article', { name: 'Noor: over zichzelf' }).waitFor({ state: 'detached' });
    // Only Bilal's texts (another file on this server may have had Bilal send a final message too).
    const bilals = await headings(teacher);
    expect(bilals).toContain('Bilal: over zichzelf');
    expect(bilals.filter((heading) => !heading.startsWith('Bilal: '))).toEqual([]);
    await searchBox.fill('profeten');
    await teacher.getByRole('article', { name: 'Bilal: over zichzelf' }).waitFor({ state: 'detached' });
    expect(await headings(teacher)).toEqual(['Noor: over zichzelf']);
    await searchBox.fill('niemand-heet-zo');
    await teacher
      .getByRole('status')
      .getByText('Niets ongelezens gevonden voor ‘niemand-heet-zo’.', { exact: false })
      .waitFor();
  });

  it("says plainly when the teacher's browser cannot play a recording, and offers its file instead", async () => {
    const teacher = await browser.newPage();
    // A browser that plays no WebM, as an older Safari: the recording the first test had Amina send is WebM.
    await teacher.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
        return type.startsWith('audio/webm') ? '' : canPlayType.call(this, type);
      };
    });
    await signIn(teacher, DEMO_STAFF.teacher, '/staff/inbox');
    const recording = teacher.getByRole('article', { name: 'Amina: soera 1, vers 1' }).first();
    await recording.getByText('Deze browser kan deze opname niet afspelen.').waitFor();
    const download = recording.getByRole('link', { name: 'Download de opname' });
    expect(await download.getAttribute('href')).toMatch(/^\/recordings\/[0-9a-f-]{36}$/);
    expect(await download.getAttribute('download')).toBe('Amina-1-1.webm');
    expect(await recording.getByLabel('Opname van Amina, soera 1, vers 1').count()).toBe(0);
    const file = await teacher.request.get((await download.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toBe('audio/webm');
  });

  it('records hearing a recording in the audit, named like every other action, and speaks English', async () => {
    const teacher = await browser.newPage();
    await signIn(teacher, DEMO_STAFF.teacher, '/staff/inbox');
    const before = await unreadCount(teacher);
    // The recording the first test had Amina send.
    const recording = teacher.getByRole('article', { name: 'Amina: soera 1, vers 1' }).first();
    await recording.getByRole('button', { name: 'Opname van Amina als gehoord markeren' }).click();
    await teacher.getByRole('radio', { name: `Ongelezen (${before - 1})` }).waitFor({ state: 'attached' });
    const administrator = await browser.newPage();
    await signIn(administrator, DEMO_STAFF.administrator, '/staff/inbox');
    await administrator.goto('/staff/audit');
    await administrator.getByRole('cell', { name: 'Opname van een kind beluisterd' }).first().waitFor();

    await teacher.goto('/staff/inbox?lng=en');
    await teacher.getByRole('radio', { name: `Unread (${before - 1})` }).waitFor({ state: 'attached' });
    await teacher.getByRole('searchbox', { name: 'Search' }).waitFor();
  });
});
