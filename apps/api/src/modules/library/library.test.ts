import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const LIBRARY = `query library($userChildId: ID!) {
  libraryDownloads(userChildId: $userChildId) { title { en } createdAt files { language filename fileType sizeBytes url } }
  dictionaryWords(userChildId: $userChildId) { character word meaning { nl } }
  recitations(userChildId: $userChildId) { title { en } surahNumber verses { ayahNumber verse } }
  media(userChildId: $userChildId) { id }
  personalDevelopments(userChildId: $userChildId) { chapter title { en } attachment { title { en } files { url } } }
  libraryShelves(userChildId: $userChildId) { recitationCount videoCount }
}`;

describe('the library', () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  let amina: string;

  beforeAll(async () => {
    app = await startTestApp();
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    const { rows } = await app.database.execute(`select id from users_children where username = 'amina'`);
    amina = String(rows[0]?.id);
  });
  afterAll(() => app.close());

  it('lists downloads newest first, the word list by letter, recitations with their verses, and chapters', async () => {
    const answer = await app.gql(demo, LIBRARY, { userChildId: amina });
    expect(answer.errors).toBeUndefined();
    const library = answer.data as {
      libraryDownloads: {
        title: { en: string };
        files: { language: string; fileType: string; sizeBytes: number; url: string }[];
      }[];
      dictionaryWords: { character: string }[];
      recitations: { surahNumber: number; verses: unknown[] }[];
      personalDevelopments: { chapter: number; attachment: { title: { en: string } } | null }[];
    };
    expect(library.libraryDownloads.map((download) => download.title.en)).toEqual([
      'Being grateful',
      'Surah Al-Fatiha',
      'The Arabic letters',
    ]);
    const [file] = library.libraryDownloads[0]?.files ?? [];
    expect(file).toMatchObject({
      language: 'en',
      fileType: 'application/pdf',
      url: expect.stringMatching(/^\/files\//),
    });
    expect(file?.sizeBytes).toBeGreaterThan(1000);
    expect(library.dictionaryWords).toHaveLength(28);
    expect(library.dictionaryWords[0]?.character).toBe('ا');
    expect(library.dictionaryWords.at(-1)?.character).toBe('ي');
    // The demo course has no recordings yet: no recitation shows that cannot be heard.
    expect(library.recitations).toEqual([]);
    // So the library's start page promises neither recitations nor videos.
    expect(answer.data?.libraryShelves).toEqual({ recitationCount: 0, videoCount: 0 });
    expect(library.personalDevelopments.map((item) => item.chapter)).toEqual([1, 2, 3]);
    expect(library.personalDevelopments[2]?.attachment?.title.en).toBe('Being grateful');
  });

  it('shows an announcement about a date until that day, and no longer once it has passed', async () => {
    const announcements = async () => {
      const query = 'query a($id: ID!) { announcements(userChildId: $id) { title { en } } }';
      const answer = await app.gql(demo, query, { id: amina });
      const list = (answer.data?.announcements ?? []) as { title: { en: string } }[];
      return list.map((announcement) => announcement.title.en);
    };
    // The demo's parents' evening of 14 October 2026 (show_until in the pack) is over.
    expect(await announcements()).not.toContain('Live Q&A for parents');
    await app.database.execute(
      `insert into notifications (course_group_id, key, title, description, show_until)
       select course_group_id, key || '-' || days, jsonb_build_object('nl', 'Avond ' || days, 'en', 'Evening ' || days),
              description, current_date + days
         from notifications, (values (-1), (0), (1)) as shown(days) where key = 'welcome'`,
    );
    const shown = await announcements();
    expect(shown).toEqual(expect.arrayContaining(['Evening 0', 'Evening 1']));
    expect(shown).not.toContain('Evening -1');
  });

  it("refuses another family's child", async () => {
    const answer = await app.gql(neighbours, LIBRARY, { userChildId: amina });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(answer.data).toBeNull();
  });

  it('lists a recitation once a recording of one of its verses is loaded, with every verse to read along', async () => {
    await app.database.execute(
      "update verses set attachment_key = 'recitations/001001.mp3' where surah_number = 1 and ayah_number = 1",
    );
    const answer = await app.gql(demo, LIBRARY, { userChildId: amina });
    const { recitations } = answer.data as { recitations: { surahNumber: number; verses: unknown[] }[] };
    expect(recitations.map((recitation) => [recitation.surahNumber, recitation.verses.length])).toEqual([[1, 7]]);
    expect(answer.data?.libraryShelves).toEqual({ recitationCount: 1, videoCount: 0 });
  });

  it('counts a video on the shelves once a lesson has one', async () => {
    await app.database.execute(
      "update lessons set vimeo_url = 'https://vimeo.com/76979871' where lesson_number = 1 and course_id = (select course_id from lessons order by id limit 1)",
    );
    const answer = await app.gql(demo, LIBRARY, { userChildId: amina });
    expect(answer.data?.libraryShelves).toEqual({ recitationCount: 1, videoCount: 1 });
  });
});
