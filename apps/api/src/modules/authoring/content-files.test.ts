import { request as httpRequest } from 'node:http';
import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { filesUnder } from '../../testing/folders.ts';

const ID3 = Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000 a test recitation');
/** An empty ID3 tag, then MPEG-1 Layer III frames of silence: a recitation a player really plays. */
const RECITATION = Buffer.concat([
  ID3.subarray(0, 10),
  ...Array.from({ length: 40 }, () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])),
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('content files an administrator uploads: recitations, translations, images, worksheets', () => {
  let app: TestApp;
  let administrator: string;
  const lesson3 = { id: '' };

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' }, listen: true });
    administrator = await app.signIn('beheer@koran-kids.test');
    const { rows } = await app.database.execute('select id from lessons where sequence = 3');
    lesson3.id = String(rows[0]?.id);
  });
  afterAll(() => app.close());

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
      [await upload(administrator, 'recitation', '112001.mp3', Buffer.alloc(16 * 1024 * 1024, 0xff)), 413, 'too-large'],
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
