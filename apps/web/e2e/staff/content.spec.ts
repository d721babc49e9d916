import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEMO_PACK_FOLDER } from '@koran-kids/content';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO, DEMO_STAFF, signIn } from '../support/sign-in.ts';

const NEW_DESCRIPTION = 'Een soera om Allah te vragen je te beschermen, van de ochtend tot de nacht.';
const NEW_QUESTION = 'Bij wie zoek je bescherming in deze soera?';

/** One MPEG-1 Layer III frame of silence (128 kbit/s, 44.1 kHz), repeated: a real mp3 a browser plays. */
function silentMp3(frames = 40) {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** The Dutch lesson card a child sees in the lessons overview. */
async function childLessonDescription(page: Page, childId: string) {
  const data = await graphql(
    page,
    'query($id: ID!) { childLessons(userChildId: $id) { lessons { sequence description { nl } } } }',
    {
      id: childId,
    },
  );
  return data.childLessons.lessons.find((lesson: { sequence: number }) => lesson.sequence === 3).description
    .nl as string;
}

/** What the editor holds as the English description (the preview in English shows it). */
const englishDescription = (page: Page) => page.getByLabel('Beschrijving (Engels)').inputValue();

async function openAdministrator(page: Page, path: string) {
  await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
  await page.goto(path);
}

async function openChild(page: Page) {
  await signIn(page, DEMO.active);
  await page.getByRole('link', { name: 'Ga verder als Amina' }).click();
  await page.waitForURL(/\/start\//);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

describe.runIf(hasBrowser)('course content written in the browser', () => {
  const browser = useBrowser();

  it('edits lesson 3 in Dutch, previews it, publishes it for children at once, and puts it back from the history', async () => {
    const child = await browser.newPage();
    const childId = await openChild(child);
    const original = await childLessonDescription(child, childId);

    const page = await browser.newPage();
    await openAdministrator(page, '/staff/lessons');
    await page.getByRole('heading', { name: 'Lessen', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Al-Falaq' }).click();
    await page.getByRole('heading', { name: 'Les: Al-Falaq', level: 1 }).waitFor();
    // The Quran text is shown, never as a field.
    await page.getByRole('heading', { name: 'Koranverzen (niet te bewerken)' }).waitFor();
    expect(await page.getByRole('textbox', { name: /Arabisch/ }).count()).toBe(0);

    // A mistake is named at its field, and nothing is saved.
    await page.getByLabel('Video (Vimeo-adres)').fill('https://www.youtube.com/watch?v=1');
    await page.getByRole('button', { name: 'Concept bewaren' }).click();
    await page.getByText('Dit is geen Vimeo-adres; het begint met https://vimeo.com/.').waitFor();
    await page.getByLabel('Video (Vimeo-adres)').fill('');

    await page.getByLabel('Beschrijving (Nederlands)').fill(NEW_DESCRIPTION);
    const question = page.getByRole('group', { name: 'Vraag 1' });
    await question.getByLabel('Vraag (Nederlands)').fill(NEW_QUESTION);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
    const preview = page.getByRole('dialog', { name: 'Zo ziet een kind de les' });
    await preview.getByText(NEW_DESCRIPTION).waitFor();
    await preview.getByRole('button', { name: 'Speel de quiz' }).click();
    await preview.getByText(NEW_QUESTION).waitFor();
    await preview.getByText('Engels', { exact: true }).click();
    await preview.getByRole('button', { name: 'Play the quiz' }).click();
    await preview.getByText((await englishDescription(page)) ?? '').waitFor();
    expect(await preview.getByText(NEW_QUESTION).count()).toBe(0);
    await page.getByRole('button', { name: 'Voorbeeld sluiten' }).click();

    await page.getByRole('button', { name: 'Concept bewaren' }).click();
    await page.getByText('Het concept is bewaard. Kinderen zien het pas na publiceren.').waitFor();
    expect(await childLessonDescription(child, childId)).toBe(original);

    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByText('Gepubliceerd: kinderen zien de les nu zo.').waitFor();
    expect(await childLessonDescription(child, childId)).toBe(NEW_DESCRIPTION);
    await child.goto(`/lessons/${childId}`);
    await child.getByText(NEW_DESCRIPTION).waitFor();

    const history = page.getByRole('region', { name: 'Geschiedenis' });
    const latest = history.getByRole('row').filter({ hasText: 'Hanan Ouali' }).first();
    await latest.getByText('Beschrijving, Quiz').waitFor();
    await history.getByRole('button', { name: 'Versie 1 terugzetten' }).click();
    await page
      .getByRole('dialog', { name: 'Versie 1 terugzetten?' })
      .getByRole('button', { name: 'Terugzetten' })
      .click();
    await page.getByText('Versie 1 is teruggezet.').waitFor();
    expect(await childLessonDescription(child, childId)).toBe(original);
    await expect.poll(() => page.getByLabel('Beschrijving (Nederlands)').inputValue()).toBe(original);
  });

  it('attaches three recitations named SSSAAA.mp3 to their verses, lists the wrong file with its reason, and the lesson plays them', async () => {
    const page = await browser.newPage();
    await openAdministrator(page, '/staff/content');
    await page.getByRole('heading', { name: 'Bestanden en pakketten', level: 1 }).waitFor();
    await page.getByLabel('Voordrager en bron').fill('Test-voordrager (geen echte opname)');
    await page.getByLabel('Licentie').fill('Alleen voor tests');
    await page.getByLabel('Vermelding van de bron').fill('Stilte, gemaakt voor de test.');
    const recitations = page.getByRole('region', { name: 'Voordrachten van verzen' });
    const mp3 = silentMp3();
    await recitations.locator('input[type=file][multiple]').setInputFiles([
      { name: '113001.mp3', mimeType: 'audio/mpeg', buffer: mp3 },
      { name: '113002.mp3', mimeType: 'audio/mpeg', buffer: mp3 },
      { name: '113003.mp3', mimeType: 'audio/mpeg', buffer: mp3 },
      { name: '113004.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('%PDF-1.4 not a recitation') },
    ]);
    await recitations.getByText('3 geïmporteerd, 1 geweigerd.').waitFor();
    await recitations
      .getByRole('row', { name: /113004\.mp3/ })
      .getByText('Dit is geen mp3-bestand.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Bronnen' }).click();
    await page.getByRole('heading', { name: 'Test-voordrager (geen echte opname)' }).waitFor();
    await page.getByText('Stilte, gemaakt voor de test.').waitFor();
    await page.getByRole('heading', { name: 'quran-json 3.1.2 (Risan Bagja Pradana)' }).waitFor();

    await page.getByRole('link', { name: 'Lessen' }).click();
    await page.getByRole('link', { name: 'Al-Falaq' }).click();
    await page.getByText('Met voordracht').nth(2).waitFor();
    expect(await page.getByText('Met voordracht').count()).toBe(3);
    await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
    const preview = page.getByRole('dialog', { name: 'Zo ziet een kind de les' });
    await preview.getByRole('button', { name: 'Afspelen' }).click();
    const audio = preview.locator('audio');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentSrc), { timeout: 10_000 })
      .toMatch(/\/files\/recitations\/.+\/113001\.mp3$/);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || element.ended), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('refuses a content pack with one mistake, naming the file, line and reason, and changes nothing', async () => {
    const page = await browser.newPage();
    await openAdministrator(page, '/staff/content');
    const before = await graphql(page, '{ staffLessons { id version hasDraft } }');
    const files: Record<string, Uint8Array> = {};
    for (const entry of readdirSync(DEMO_PACK_FOLDER, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(DEMO_PACK_FOLDER, join(entry.parentPath, entry.name));
      files[path] = readFileSync(join(DEMO_PACK_FOLDER, path));
    }
    const lesson = new TextDecoder().decode(files['lessons/05-al-masad.yaml']);
    files['lessons/05-al-masad.yaml'] = strToU8(lesson.replace('answer: 0', 'answer: 9'));
    const line = lesson.split('\n').findIndex((text) => text.includes('answer: 0')) + 1;

    const pack = page.getByRole('region', { name: 'De hele cursus als pakket' });
    await pack.locator('input[type=file]').setInputFiles({
      name: 'cursus.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync(files)),
    });
    const refusal = page.getByRole('alert').filter({ hasText: 'Het pakket is geweigerd; er is niets veranderd' });
    await refusal
      .getByText(new RegExp(`^lessons/05-al-masad\\.yaml, regel ${line}: Het veld quiz\\.\\d\\.answer klopt niet\\.$`))
      .waitFor();
    expect(await graphql(page, '{ staffLessons { id version hasDraft } }')).toEqual(before);

    // A zip of other files is no pack, said in Dutch too.
    await pack.locator('input[type=file]').setInputFiles({
      name: 'fotos.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'foto.txt': strToU8('geen pakket') })),
    });
    await refusal.getByText('course.yaml: Deze zip is geen cursuspakket: course.yaml ontbreekt.').waitFor();
  });

  it('says in Dutch why a timing file is refused, with the file and the counts', async () => {
    const page = await browser.newPage();
    await openAdministrator(page, '/staff/content');
    const timings = page.getByRole('region', { name: 'Woordtijden bij de voordrachten' });
    const cases = [
      [{ '112:1': { segments: [[1, 0, 300]] } }, 'qul.json: Vers 112:1 heeft 4 woorden; de woordtijden tellen er 1.'],
      [
        [{ surah: 112, ayah: 1, segments: [[0, 1_000_000_000, 0, 1_000_000_000_000]] }],
        'groot.json: Vers 112:1: een woordnummer, vers of tijd kan niet (hoogstens 200 woorden en een uur per vers).',
      ],
    ] as const;
    for (const [content, sentence] of cases) {
      const name = sentence.split(':')[0] ?? '';
      await timings.locator('input[type=file]').setInputFiles({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(content)),
      });
      await timings
        .getByRole('row', { name: new RegExp(name) })
        .getByText(`✗ ${sentence}`)
        .waitFor();
    }
  });

  it('keeps the credits as they were when every recitation file is refused', async () => {
    const page = await browser.newPage();
    await openAdministrator(page, '/staff/content');
    await page.getByLabel('Voordrager en bron').fill('Voordrager van geweigerde bestanden');
    await page.getByLabel('Licentie').fill('Alleen voor tests');
    await page.getByLabel('Vermelding van de bron').fill('Geen enkel bestand werd aangenomen.');
    const recitations = page.getByRole('region', { name: 'Voordrachten van verzen' });
    await recitations.locator('input[type=file][multiple]').setInputFiles([
      { name: '113005.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('%PDF-1.4 not a recitation') },
      { name: '002255.mp3', mimeType: 'audio/mpeg', buffer: silentMp3() },
    ]);
    await recitations.getByText('0 geïmporteerd, 2 geweigerd.').waitFor();
    const sources = await graphql(page, '{ contentSources { key name notice } }');
    expect(JSON.stringify(sources)).not.toContain('geweigerde bestanden');
    await page.getByRole('link', { name: 'Bronnen' }).click();
    await page.getByRole('heading', { name: 'Bronnen', level: 1 }).waitFor();
    expect(await page.getByText('Voordrager van geweigerde bestanden').count()).toBe(0);
  });
});
