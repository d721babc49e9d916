import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3FileStorage } from '@koran-kids/content';
import { API_VERSION } from '@koran-kids/protocol';
import { freePort } from '@koran-kids/testing/free-port';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

const BUCKET = 'koran-kids-files';
const SOUND = Buffer.concat([
  Buffer.from([0x4f, 0x67, 0x67, 0x53]),
  Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251)),
]);

/** s3rver speaks the S3 protocol (SigV4, path-style) from a folder, as MinIO or R2 would. */
describe("a child's recordings in an S3-compatible bucket", () => {
  let s3: S3rver;
  let folder: string;
  let app: TestApp;
  let bucket: S3FileStorage;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'koran-kids-s3-recordings-'));
    const port = await freePort();
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      directory: folder,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3.run();
    const settings = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'test',
    };
    app = await startTestApp({ environment: { ...settings, RATE_LIMIT_PER_MINUTE: '0' } });
    if (!app.config.s3) throw new Error('the test app has no bucket');
    bucket = new S3FileStorage(app.config.s3);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the sound in the bucket, serves ranges of it, and removes it with the profile', async () => {
    const family = await app.signIn('demo@koran-kids.test');
    const { rows } = await app.database.execute(
      `select (select id from users_children where username = 'yusuf') as child,
              (select id from lessons where sequence = 1) as lesson`,
    );
    const child = String(rows[0]?.child);
    await app.gql(family, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    await app.gql(family, 'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
      id: child,
    });
    const query = new URLSearchParams({
      lessonId: String(rows[0]?.lesson),
      ayahFrom: '1',
      ayahTo: '1',
      durationMs: '900',
    });
    const sent = await app.server.app.inject({
      method: 'PUT',
      url: `/recordings/${child}?${query}`,
      headers: { cookie: family, 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      payload: SOUND,
    });
    expect(sent.statusCode).toBe(200);
    const { id } = sent.json() as { id: string };
    const key = `recordings/${child}/${id}.ogg`;
    expect(await bucket.stat(key)).toMatchObject({ size: SOUND.length });

    const url = `/recordings/${id}`;
    const part = await app.server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: family, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SOUND.length}`);
    expect(part.headers['content-type']).toBe('audio/ogg');
    expect(part.rawPayload.equals(SOUND.subarray(100, 200))).toBe(true);
    const sameVersion = await app.server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: family, range: 'bytes=100-199', 'if-range': String(part.headers.etag) },
    });
    expect(sameVersion.statusCode).toBe(206);
    const beyond = await app.server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: family, range: `bytes=${SOUND.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const erased = await app.gql(
      family,
      'mutation($id: ID!) { deleteUserChild(userChildId: $id, username: "yusuf") }',
      {
        id: child,
      },
    );
    expect(erased.errors).toBeUndefined();
    expect(await bucket.stat(key)).toBeNull();
  });
});
