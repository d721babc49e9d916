import { API_VERSION } from '@koran-kids/protocol';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

const MEGABYTE = 1024 * 1024;

/**
 * A pack zip of one entry of `megabytes` zeros whose headers say 100 bytes, its deflate stream broken from 80 % on:
 * refused as too large only by a server that counts what really inflates and stops at the limit.
 */
function lyingZip(megabytes: number) {
  const zip = zipSync({ 'course.yaml': new Uint8Array(megabytes * MEGABYTE) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const compressedSize = view.getUint32(18, true);
  const dataStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  view.setUint32(22, 100, true);
  const central = dataStart + compressedSize;
  expect(view.getUint32(central, true)).toBe(0x02014b50);
  view.setUint32(central + 24, 100, true);
  zip.fill(0xff, dataStart + Math.floor(compressedSize * 0.8), central);
  return Buffer.from(zip);
}

describe('refused content files and packs', () => {
  let app: TestApp;
  let administrator: string;
  const snapshot = async () => [
    ...(await app.database.execute('select id, word_timings from verses order by id')).rows,
    ...(await app.database.execute('select id, quiz, description from lessons order by id')).rows,
  ];
  const put = (url: string, payload: Buffer) =>
    app.server.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: administrator, 'content-type': 'application/octet-stream', 'api-version': API_VERSION },
      payload,
    });

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    administrator = await app.signIn('beheer@koran-kids.test');
  });
  afterAll(() => app.close());

  it('refuses a few bytes of timings declaring word 10^9 by their bounds, with a code, and changes nothing', async () => {
    const before = await snapshot();
    const file = JSON.stringify([{ surah: 112, ayah: 1, segments: [[0, 1_000_000_000, 0, 1_000_000_000_000]] }]);
    const answer = await put('/staff/content/files/timings?name=align.json', Buffer.from(file));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: 'pack-refused',
      code: 'timings-out-of-range',
      file: 'align.json',
      line: null,
      params: { verse: '112:1' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses timings that do not match a verse with its counts as parameters, not an English sentence', async () => {
    const file = JSON.stringify({ '112:1': { segments: [[1, 0, 300]] } });
    const answer = await put('/staff/content/files/timings?name=qul.json', Buffer.from(file));
    expect(answer.json()).toEqual({
      error: 'pack-refused',
      code: 'timings-word-count',
      file: 'qul.json',
      line: null,
      params: { verse: '112:1', expected: 4, counted: 1 },
    });
  });

  it('refuses a pack whose zip headers lie about its sizes once 20 MB have really inflated, and changes nothing', async () => {
    const before = await snapshot();
    const answer = await put('/staff/content/pack?name=cursus.zip', lyingZip(40));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: 'pack-refused',
      code: 'zip-too-large',
      file: 'course.yaml',
      line: null,
      params: { maxMegabytes: 20 },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('says a zip of other files is not a pack', async () => {
    const answer = await put('/staff/content/pack?name=foto.zip', Buffer.from(zipSync({ 'foto.txt': strToU8('x') })));
    expect(answer.json()).toMatchObject({ error: 'pack-refused', code: 'not-a-pack', file: 'course.yaml' });
  });
});
