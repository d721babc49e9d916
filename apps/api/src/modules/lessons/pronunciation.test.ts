import { TANZIL_MARKERS } from '@koran-kids/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { recitationsOf } from '../library/library.service.ts';
import { lessonContent } from './lessons.service.ts';

describe('the pronunciation under each verse', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("is one a child can read in every lesson, never Tanzil's scholarly spelling", async () => {
    const { rows } = await app.database.execute('select id, sequence from lessons order by sequence');
    expect(rows.length).toBe(20);
    const unreadable: string[] = [];
    for (const row of rows) {
      const content = await lessonContent(app.database.db, Number(row.id));
      for (const verse of content.verses) {
        for (const text of [verse.simplePronunciation.nl, verse.simplePronunciation.en]) {
          if (TANZIL_MARKERS.test(text)) unreadable.push(`lesson ${row.sequence}, verse ${verse.ayahNumber}: ${text}`);
        }
      }
    }
    expect(unreadable).toEqual([]);
  });

  it("keeps the course's own pronunciation where a lesson has one, and spells An-Nas for a Dutch and an English child", async () => {
    const { rows } = await app.database.execute(
      'select id, sequence from lessons where sequence in (1, 2) order by sequence',
    );
    const [alFatiha, anNas] = await Promise.all(rows.map((row) => lessonContent(app.database.db, Number(row.id))));
    expect(alFatiha?.verses[0]?.simplePronunciation).toEqual({
      nl: 'Bismillaahir-rahmaanir-rahiem',
      en: 'Bismillaahir-rahmaanir-raheem',
    });
    expect(anNas?.verses[0]?.pronunciation).toBe('Qul aAAoothu birabbi alnnasi');
    expect(anNas?.verses[0]?.simplePronunciation).toEqual({
      nl: "Qoel a'oethoe birabbi an-nas",
      en: "Qul a'oothu birabbi an-nas",
    });
  });

  it('is readable in the library recitations too', async () => {
    // The demo's An-Nas recitation is listed once a verse of it can be heard.
    await app.database.execute(
      "update verses set attachment_key = 'recitations/114001.mp3' where surah_number = 114 and ayah_number = 1",
    );
    const { rows } = await app.database.execute('select id from courses limit 1');
    const recitations = await recitationsOf(app.database.db, Number(rows[0]?.id));
    const verse = recitations.find((recitation) => recitation.surahNumber === 114)?.verses[0];
    expect(verse?.simplePronunciation.en).toBe("Qul a'oothu birabbi an-nas");
  });
});
