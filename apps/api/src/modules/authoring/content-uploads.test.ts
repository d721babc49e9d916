import { API_VERSION } from '@koran-kids/protocol';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildServer } from '../../server.ts';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { CONTENT_UPLOADS_PATH } from './content-uploads-route.ts';

/** MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz, 26 ms each): a real mp3 of a known length. */
function silentMp3(frames: number) {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** What a recitation file looks like to the name and the first bytes, without any sound: the attack of issue 36. */
const FAKE_MP3 = Buffer.from('ID3abcdefghi');

const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('resumable content uploads (tus)', () => {
  let app: TestApp;
  let administrator: string;
  const headers = (cookie: string | null) => ({
    ...(cookie ? { cookie } : {}),
    'tus-resumable': '1.0.0',
    'api-version': API_VERSION,
  });
  /** Announces a file and sends `bytes` of it at once (creation-with-upload), as the staff page does. */
  const create = (cookie: string | null, name: string, file: Buffer, bytes = file) =>
    app.server.app.inject({
      method: 'POST',
      url: CONTENT_UPLOADS_PATH,
      headers: {
        ...headers(cookie),
        'upload-length': String(file.byteLength),
        'upload-metadata': tusMetadata({ kind: 'recitation', name }),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
  const recitationOf = async (surah: number, ayah: number) =>
    (
      await app.database.execute(
        `select attachment_key, recitation_duration_ms from verses where surah_number = ${surah} and ayah_number = ${ayah}`,
      )
    ).rows[0];

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    administrator = await app.signIn('beheer@koran-kids.test');
  });
  afterAll(() => app.close());

  it('takes a real mp3 for a verse of the course, attaches it and keeps how long it plays', async () => {
    const answer = await create(administrator, '112001.mp3', silentMp3(40));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ kind: 'recitation', verse: '112:1', durationMs: 1045 });
    expect(await recitationOf(112, 1)).toMatchObject({ recitation_duration_ms: 1045 });
  });

  it('refuses a 12-byte "ID3" file as not audio, and keeps the verse as it was', async () => {
    const before = await recitationOf(112, 2);
    const answer = await create(administrator, '112002.mp3', FAKE_MP3);
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ error: 'not-audio' });
    expect(await recitationOf(112, 2)).toEqual(before);
  });

  it('refuses a file too large or for a verse outside the course before a byte is kept', async () => {
    const large = await create(administrator, '112003.mp3', Buffer.alloc(16 * 1024 * 1024, 0xff), Buffer.alloc(0));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'too-large', maxMegabytes: 15 });
    const outside = await create(administrator, '002255.mp3', silentMp3(40));
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({ error: 'verse-not-in-course', verse: '2:255' });
  });

  it('refuses word timings that run past the end of their recitation, and keeps no timing of the file', async () => {
    await create(administrator, '112001.mp3', silentMp3(40));
    const words = (await app.database.execute('select verse from verses where surah_number = 112 and ayah_number = 1'))
      .rows[0]?.verse as string;
    const count = words.split(/\s+/).filter(Boolean).length;
    const timings = [
      {
        surah: 112,
        ayah: 1,
        segments: Array.from({ length: count }, (_, word) => [word, word + 1, word * 900, (word + 1) * 900]),
      },
    ];
    const answer = await app.server.app.inject({
      method: 'PUT',
      url: '/staff/content/files/timings?name=align.json',
      headers: { cookie: administrator, 'content-type': 'application/octet-stream', 'api-version': API_VERSION },
      payload: JSON.stringify(timings),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'timings-past-audio',
      params: { verse: '112:1', endMs: count * 900, durationMs: 1045 },
    });
    const stored = await app.database.execute('select count(*)::int as n from verses where word_timings is not null');
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('refuses a fake mp3 sent in one request too', async () => {
    const answer = await app.server.app.inject({
      method: 'PUT',
      url: '/staff/content/files/recitation?name=112003.mp3',
      headers: { cookie: administrator, 'content-type': 'application/octet-stream', 'api-version': API_VERSION },
      payload: FAKE_MP3,
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ error: 'not-audio' });
  });
  // Last: it stops the first server.
  it('goes on with a half-sent file after the server restarted, from where it stopped', async () => {
    const file = silentMp3(80);
    const half = file.byteLength / 2;
    const started = await create(administrator, '112004.mp3', file, file.subarray(0, half));
    expect(started.statusCode).toBe(201);
    const location = String(started.headers.location);
    await app.server.app.close();
    // The next server on the same data folder and database, as after a deploy.
    const next = await buildServer({ config: app.config, db: app.database.db, logger: pino({ level: 'silent' }) });
    onTestFinished(() => next.app.close());
    const head = await next.app.inject({ method: 'HEAD', url: location, headers: headers(administrator) });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await next.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...headers(administrator),
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      },
      payload: file.subarray(half),
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ verse: '112:4', durationMs: 2090 });
  });
});

describe('the rate limit and a whole reciter', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '5', UPLOAD_REQUESTS_PER_MINUTE: '30' } });
  });
  afterAll(() => app.close());

  it('counts uploads apart from the session’s other requests, and past their own budget says when to come back', async () => {
    const administrator = await app.signIn('beheer@koran-kids.test');
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let file = 1; file <= 31; file++) {
      const answer = await app.server.app.inject({
        method: 'POST',
        url: CONTENT_UPLOADS_PATH,
        headers: {
          cookie: administrator,
          'tus-resumable': '1.0.0',
          'api-version': API_VERSION,
          'upload-length': '1668',
          'upload-metadata': tusMetadata({ kind: 'recitation', name: `002${String(file).padStart(3, '0')}.mp3` }),
        },
      });
      statuses.push(answer.statusCode);
      retryAfter = answer.headers['retry-after'];
    }
    // 30 answers about the files themselves (not in the course), far past the 5 other requests a minute allows.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await app.gql(administrator, '{ apiVersion }')).status).toBe(200);
  });
});
