import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DEMO_PACK_FOLDER, loadContentPack, unzipContentPack, zipContentPack } from '@koran-kids/content';
import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const ID3 = Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000 a test recitation');
/** An empty ID3 tag, then MPEG-1 Layer III frames of silence: a recitation a player really plays. */
const RECITATION = Buffer.concat([
  ID3.subarray(0, 10),
  ...Array.from({ length: 40 }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])),
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const LESSON = `{ summary { id version hasDraft } lesson surahWords versions { version changedFields publishedBy } }`;

/** A field of a GraphQL answer, or the test fails saying it is missing. */
function dataOf<T>(answer: { data?: Record<string, unknown> | null }, field: string): T {
  const value = answer.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field} in the answer`);
  return value as T;
}

/** Every file under a folder, as paths inside it. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** A content pack folder's files as a zip. */
function zipOfFolder(folder: string) {
  return Buffer.from(
    zipContentPack(new Map(filesUnder(folder).map((path) => [path, readFileSync(join(folder, path))]))),
  );
}

describe('content authoring in the staff area', () => {
  let app: TestApp;
  let administrator: string;
  let lesson3: { id: string; version: number; lesson: Record<string, unknown> };
  const lessonRow = async (id: string) =>
    (await app.database.execute(`select description, draft, published from lessons where id = ${id}`)).rows[0];

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' }, listen: true });
    administrator = await app.signIn('beheer@koran-kids.test');
    const { rows } = await app.database.execute('select id from lessons where sequence = 3');
    const answer = await app.gql(administrator, `query($id: ID!) { staffLesson(lessonId: $id) ${LESSON} }`, {
      id: String(rows[0]?.id),
    });
    const found = answer.data?.staffLesson as {
      summary: { id: string; version: number };
      lesson: Record<string, unknown>;
    };
    lesson3 = { id: found.summary.id, version: found.summary.version, lesson: found.lesson };
  });
  afterAll(() => app.close());

  const save = (lesson: unknown, lessonId: string | null = lesson3.id) =>
    app.gql(
      administrator,
      'mutation($id: ID, $lesson: JSON!) { saveLessonDraft(lessonId: $id, lesson: $lesson) { id hasDraft } }',
      { id: lessonId, lesson },
    );

  it('names every mistake at its field, as the import does, and saves nothing', async () => {
    const before = await lessonRow(lesson3.id);
    const quiz = lesson3.lesson.quiz as { answer: number }[];
    const words = lesson3.lesson.words as { word: string }[];
    const answer = await save({
      ...lesson3.lesson,
      description: { nl: '', en: 'An English description' },
      vimeo_url: 'https://www.youtube.com/watch?v=1',
      words: [{ ...words[0], word: 'ٱلرَّحۡمَٰنِ' }, ...words.slice(1)],
      quiz: [{ ...quiz[0], answer: 7 }, ...quiz.slice(1)],
    });
    expect(codeOf(answer)).toBe('BAD_INPUT');
    expect(answer.errors?.[0]?.extensions?.problems, JSON.stringify(answer.errors)).toEqual({
      'description.nl': 'required',
      vimeo_url: 'vimeo-url',
      'words.0.word': 'word-not-in-surah',
      'quiz.0.answer': 'answer-not-an-option',
    });
    expect(await lessonRow(lesson3.id)).toEqual(before);
  });

  it('keeps a draft from children until it is published; publishing keeps progress and records the history', async () => {
    const demo = await app.signIn('demo@koran-kids.test');
    const { rows: children } = await app.database.execute(`select id from users_children where username = 'amina'`);
    const childId = String(children[0]?.id);
    await app.database.execute(
      `insert into user_lesson_progresses (user_id, users_child_id, lesson_id, percentage, finished)
       select s.user_id, c.id, ${lesson3.id}, 60, false from users_children c join subscriptions s on s.id = c.subscription_id
        where c.id = '${childId}'`,
    );
    const childSees = async () => {
      const answer = await app.gql(
        demo,
        'query($child: ID!) { childLessons(userChildId: $child) { lessons { id description { nl } percentage } } }',
        { child: childId },
      );
      const { lessons } = dataOf<{ lessons: { id: string; description: { nl: string }; percentage: number }[] }>(
        answer,
        'childLessons',
      );
      return { count: lessons.length, lesson3: lessons.find((lesson) => lesson.id === lesson3.id) };
    };
    const original = (lesson3.lesson.description as { nl: string }).nl;
    const edited = {
      ...lesson3.lesson,
      description: { ...(lesson3.lesson.description as object), nl: 'Een nieuwe beschrijving' },
    };

    const saved = await save(edited);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveLessonDraft).toEqual({ id: lesson3.id, hasDraft: true });
    expect((await childSees()).lesson3?.description.nl).toBe(original);

    const published = await app.gql(administrator, 'mutation($id: ID!) { publishLesson(lessonId: $id) { version } }', {
      id: lesson3.id,
    });
    expect(published.data?.publishLesson).toEqual({ version: lesson3.version + 1 });
    expect(await childSees()).toMatchObject({
      count: 20,
      lesson3: { description: { nl: 'Een nieuwe beschrijving' }, percentage: 60 },
    });

    const history = await app.gql(administrator, `query($id: ID!) { staffLesson(lessonId: $id) ${LESSON} }`, {
      id: lesson3.id,
    });
    const { versions } = dataOf<{ versions: { version: number; changedFields: string[]; publishedBy: string }[] }>(
      history,
      'staffLesson',
    );
    expect(versions[0]).toEqual({
      version: lesson3.version + 1,
      changedFields: ['description'],
      publishedBy: 'Hanan Ouali',
    });

    const restored = await app.gql(
      administrator,
      'mutation($id: ID!, $version: Int!) { restoreLessonVersion(lessonId: $id, version: $version) { version } }',
      { id: lesson3.id, version: lesson3.version },
    );
    expect(restored.data?.restoreLessonVersion).toEqual({ version: lesson3.version + 2 });
    expect(await childSees()).toMatchObject({ lesson3: { description: { nl: original }, percentage: 60 } });
  });

  it('adds a lesson at the end that children do not see until it is published', async () => {
    const demo = await app.signIn('demo@koran-kids.test');
    const draft = (await app.gql(administrator, `query { staffNewLesson(surah: 110) ${LESSON} }`)).data
      ?.staffNewLesson as {
      lesson: Record<string, unknown>;
      surahWords: string[];
    };
    const text = (nl: string) => ({ nl, en: `${nl} (en)` });
    const question = { question: text('Vraag'), options: [text('Ja'), text('Nee')], answer: 0 };
    const lesson = {
      ...draft.lesson,
      label: text('De Hulp'),
      description: text('Beschrijving'),
      content: text('Inhoud'),
      tips: text('Tips'),
      words: draft.surahWords.slice(0, 5).map((word) => ({ word, meaning: text('betekenis') })),
      quiz: [question, question, question, question],
    };
    const saved = await save(lesson, null);
    expect(saved.errors).toBeUndefined();
    const { rows } = await app.database.execute(
      `select sequence, published from lessons where id = ${dataOf<{ id: string }>(saved, 'saveLessonDraft').id}`,
    );
    expect(rows[0]).toEqual({ sequence: 21, published: false });
    const { rows: children } = await app.database.execute(`select id from users_children where username = 'amina'`);
    const lessons = await app.gql(demo, 'query($child: ID!) { childLessons(userChildId: $child) { lessons { id } } }', {
      child: String(children[0]?.id),
    });
    expect(dataOf<{ lessons: unknown[] }>(lessons, 'childLessons').lessons).toHaveLength(20);
  });

  describe('uploads', () => {
    const upload = (
      cookie: string | null,
      kind: string,
      name: string,
      payload: Buffer,
      query: Record<string, string> = {},
    ) =>
      app.server.app.inject({
        method: 'PUT',
        url: `/staff/content/files/${kind}?${new URLSearchParams({ ...query, name })}`,
        headers: {
          'content-type': 'application/octet-stream',
          'api-version': API_VERSION,
          ...(cookie ? { cookie } : {}),
        },
        payload,
      });
    const recitationOf = async (surah: number, ayah: number) =>
      (
        await app.database.execute(
          `select attachment_key from verses where surah_number = ${surah} and ayah_number = ${ayah}`,
        )
      ).rows[0]?.attachment_key;

    it('refuses anyone but an administrator, and stores nothing', async () => {
      const before = filesUnder(app.config.filesDir);
      expect((await upload(null, 'recitation', '112001.mp3', ID3)).statusCode).toBe(401);
      for (const email of ['demo@koran-kids.test', 'leraar@koran-kids.test']) {
        const answer = await upload(await app.signIn(email), 'recitation', '112001.mp3', ID3);
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json()).toEqual({ error: 'FORBIDDEN' });
      }
      expect(filesUnder(app.config.filesDir)).toEqual(before);
      expect(await recitationOf(112, 1)).toBeNull();
    });

    it('refuses a wrong type, a file too large, a path in the name or a verse the course lacks, and stores nothing', async () => {
      const before = filesUnder(app.config.filesDir);
      const refusals = [
        [await upload(administrator, 'recitation', '112001.mp3', PNG), 415, 'wrong-type-recitation'],
        [await upload(administrator, 'recitation', 'soera.mp3', ID3), 415, 'wrong-name-recitation'],
        [
          await upload(administrator, 'recitation', '112001.mp3', Buffer.alloc(16 * 1024 * 1024, 0xff)),
          413,
          'too-large',
        ],
        [await upload(administrator, 'recitation', '../112001.mp3', ID3), 400, 'bad-name'],
        [await upload(administrator, 'recitation', 'audio/112001.mp3', ID3), 400, 'bad-name'],
        [await upload(administrator, 'recitation', '002255.mp3', ID3), 422, 'verse-not-in-course'],
        [await upload(administrator, 'image', 'plaatje.png', ID3, { lessonId: lesson3.id }), 415, 'wrong-type-image'],
        [
          await upload(administrator, 'download', 'blad.pdf', Buffer.from('%PDF-1.4'), { titleNl: 'Blad' }),
          400,
          'titles-required',
        ],
      ] as const;
      for (const [answer, status, code] of refusals) {
        expect(answer.statusCode, code).toBe(status);
        expect(answer.json().error).toBe(code);
      }
      expect(filesUnder(app.config.filesDir)).toEqual(before);
      expect(await recitationOf(112, 1)).toBeNull();
    });

    it('attaches a recitation to its verse, and the family hears it', async () => {
      const answer = await upload(administrator, 'recitation', '112001.mp3', RECITATION);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ verse: '112:1', verses: 1 });
      const key = await recitationOf(112, 1);
      const file = await app.server.app.inject({
        method: 'GET',
        url: `/files/${key}`,
        headers: { cookie: await app.signIn('demo@koran-kids.test') },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/mpeg');
      expect(file.rawPayload.equals(RECITATION)).toBe(true);
    });

    it('gives the course a Dutch translation, with its notice on the credits page; a bad line changes nothing', async () => {
      const bad = await upload(
        administrator,
        'translation',
        'nl.test.txt',
        Buffer.from('112|1|goed\ndit is geen regel\n'),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ error: 'pack-refused', file: 'nl.test.txt', line: 2 });
      expect(
        (await app.database.execute(`select count(*)::int as n from verses where translation ? 'nl'`)).rows[0]?.n,
      ).toBe(0);

      // Test data only: stand-ins for a licensed translation, never shown to users.
      const file = Buffer.from(
        '# Testvertaling, alleen voor tests.\n112|1|testvers een\n112|2|testvers twee\n2|255|niet in de cursus\n',
      );
      const answer = await upload(administrator, 'translation', 'nl.test.txt', file);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ versesTranslated: 2, linesRead: 3 });
      const { rows } = await app.database.execute(
        `select translation->>'nl' as nl from verses where surah_number = 112 order by ayah_number limit 2`,
      );
      expect(rows.map((row) => row.nl)).toEqual(['testvers een', 'testvers twee']);
      const sources = await app.gql(administrator, '{ contentSources { key notice } }');
      expect(sources.data?.contentSources).toContainEqual({
        key: 'translation-nl',
        notice: 'Testvertaling, alleen voor tests.',
      });
    });

    it("gives a lesson its image, which the child's lesson shows, and the library a worksheet", async () => {
      const image = await upload(administrator, 'image', 'falaq.png', PNG, { lessonId: lesson3.id });
      expect(image.statusCode).toBe(200);
      const { rows } = await app.database.execute(`select image from lessons where id = ${lesson3.id}`);
      expect(String(rows[0]?.image)).toMatch(/^images\/.+\/falaq\.png$/);
      const served = await app.server.app.inject({
        method: 'GET',
        url: `/files/${rows[0]?.image}`,
        headers: { cookie: await app.signIn('demo@koran-kids.test') },
      });
      expect(served.headers['content-type']).toBe('image/png');

      const pdf = Buffer.from('%PDF-1.4\n% a test worksheet\n');
      const worksheet = await upload(administrator, 'download', 'werkblad.pdf', pdf, {
        titleNl: 'Werkblad',
        titleEn: 'Worksheet',
      });
      expect(worksheet.statusCode).toBe(200);
      const { rows: downloads } = await app.database.execute(
        `select d.title->>'nl' as title, a.language, a.size_bytes from library_downloads d
           join library_downloads_attachments a on a.library_download_id = d.id where d.title->>'nl' = 'Werkblad'
          order by a.language`,
      );
      expect(downloads).toEqual([
        { title: 'Werkblad', language: 'en', size_bytes: pdf.byteLength },
        { title: 'Werkblad', language: 'nl', size_bytes: pdf.byteLength },
      ]);
    });

    it('keeps nothing of an upload that breaks off half-way', async () => {
      const before = filesUnder(app.config.filesDir);
      const url = new URL(`/staff/content/files/recitation?name=113001.mp3`, `http://127.0.0.1:${app.config.port}`);
      await new Promise<void>((resolve) => {
        const request = httpRequest(url, {
          method: 'PUT',
          headers: {
            cookie: administrator,
            'api-version': API_VERSION,
            'content-type': 'application/octet-stream',
            'content-length': '200000',
          },
        });
        request.on('error', () => resolve());
        request.write(Buffer.concat([ID3, Buffer.alloc(100_000, 0x20)]), () => {
          setTimeout(() => {
            request.destroy();
            resolve();
          }, 200);
        });
      });
      // The server notices the broken connection and clears the partial file.
      for (let attempt = 0; attempt < 50 && filesUnder(app.config.filesDir).length !== before.length; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(filesUnder(app.config.filesDir)).toEqual(before);
      expect(await recitationOf(113, 1)).toBeNull();
    });
  });

  describe('content packs', () => {
    const sendPack = (zip: Buffer) =>
      app.server.app.inject({
        method: 'PUT',
        url: '/staff/content/pack?name=cursus.zip',
        headers: { cookie: administrator, 'content-type': 'application/octet-stream', 'api-version': API_VERSION },
        payload: zip,
      });

    it('refuses a pack with one mistake, naming file, line and reason, and changes nothing', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'koran-kids-pack-'));
      cpSync(DEMO_PACK_FOLDER, folder, { recursive: true });
      const lessonFile = join(folder, 'lessons', '05-al-masad.yaml');
      const original = readFileSync(lessonFile, 'utf8');
      writeFileSync(lessonFile, original.replace('answer: 0', 'answer: 9'));
      const line = original.split('\n').findIndex((text) => text.includes('answer: 0')) + 1;
      const { rows: before } = await app.database.execute('select id, quiz, description from lessons order by id');
      const answer = await sendPack(zipOfFolder(folder));
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        error: 'pack-refused',
        code: 'field-invalid',
        file: 'lessons/05-al-masad.yaml',
        line,
        params: { field: expect.stringMatching(/^quiz\.\d+\.answer$/) },
      });
      expect((await app.database.execute('select id, quiz, description from lessons order by id')).rows).toEqual(
        before,
      );
      rmSync(folder, { recursive: true, force: true });
    });

    it('gives the course as a pack that imports again with the command line report', async () => {
      const download = await app.server.app.inject({
        method: 'GET',
        url: '/staff/content/pack.zip',
        headers: { cookie: administrator },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="koran-kids-pack-/);
      const folder = mkdtempSync(join(tmpdir(), 'koran-kids-export-'));
      await unzipContentPack(download.rawPayload, folder);
      expect(loadContentPack(folder).lessons).toHaveLength(20);
      const answer = await sendPack(download.rawPayload);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().report).toContain('course koran-kids written');
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses the pack routes to a teacher', async () => {
      const teacher = await app.signIn('leraar@koran-kids.test');
      const download = await app.server.app.inject({
        method: 'GET',
        url: '/staff/content/pack.zip',
        headers: { cookie: teacher },
      });
      expect(download.statusCode).toBe(403);
    });
  });
});
