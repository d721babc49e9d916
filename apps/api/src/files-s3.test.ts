import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3FileStorage } from '@koran-kids/content';
import { freePort } from '@koran-kids/testing/free-port';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

const BUCKET = 'koran-kids-files';

/** s3rver speaks the S3 protocol (SigV4, path-style) from a folder, as MinIO or R2 would. */
describe('course files in an S3-compatible bucket', () => {
  let s3: S3rver;
  let folder: string;
  let endpoint: string;
  let app: TestApp;
  const settings = () => ({
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'test',
  });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'koran-kids-s3-'));
    const port = await freePort();
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      directory: folder,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    app = await startTestApp({
      environment: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'test',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores, finds and streams files, and knows a missing one', async () => {
    const storage = new S3FileStorage(settings());
    await storage.put('downloads/abc/werkblad.pdf', new TextEncoder().encode('%PDF-1.7 hallo'));
    expect(await storage.exists('downloads/abc/werkblad.pdf')).toBe(true);
    expect(await storage.exists('downloads/abc/anders.pdf')).toBe(false);
    const opened = await storage.open('downloads/abc/werkblad.pdf');
    expect(opened?.size).toBe(14);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 hallo');
    expect(await storage.open('downloads/abc/anders.pdf')).toBeNull();
    const refused = new S3FileStorage({ ...settings(), accessKeyId: 'ONBEKEND' });
    await expect(refused.put('x/y.pdf', new Uint8Array([1]))).rejects.toThrow(/S3 refused/);
  });

  it('serves a worksheet the import stored in the bucket to the family, through the server', async () => {
    const cookie = await app.signIn('demo@koran-kids.test');
    const { rows } = await app.database.execute(`select id from users_children where username = 'amina'`);
    const answer = await app.gql(
      cookie,
      'query q($id: ID!) { libraryDownloads(userChildId: $id) { files { url sizeBytes } } }',
      { id: rows[0]?.id },
    );
    const downloads = answer.data?.libraryDownloads as { files: { url: string; sizeBytes: number }[] }[] | undefined;
    const [file] = downloads?.[0]?.files ?? [];
    const response = await app.server.app.inject({ method: 'GET', url: file?.url ?? '', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(file?.sizeBytes);
  });

  it('asks the bucket for only the bytes a player asks for, and serves them as a range', async () => {
    const storage = new S3FileStorage(settings());
    const bytes = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);
    await storage.put('recitations/test/111003.mp3', bytes);
    const info = await storage.stat('recitations/test/111003.mp3');
    expect(info).toMatchObject({ size: 1000, etag: expect.stringMatching(/^".+"$/) });
    expect(await storage.stat('recitations/test/nothing.mp3')).toBeNull();
    const opened = await storage.open('recitations/test/111003.mp3', { start: 400, end: 599 });
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(Buffer.from(chunk));
    expect(opened?.size).toBe(1000);
    expect(Buffer.concat(chunks).equals(Buffer.from(bytes.subarray(400, 600)))).toBe(true);

    const cookie = await app.signIn('demo@koran-kids.test');
    const answer = await app.gql(
      cookie,
      'query q($id: ID!) { libraryDownloads(userChildId: $id) { files { url sizeBytes } } }',
      { id: (await app.database.execute(`select id from users_children where username = 'amina'`)).rows[0]?.id },
    );
    const downloads = answer.data?.libraryDownloads as { files: { url: string; sizeBytes: number }[] }[] | undefined;
    const file = downloads?.[0]?.files[0];
    const url = file?.url ?? '';
    const size = file?.sizeBytes ?? 0;
    const whole = await app.server.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await app.server.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const stale = await app.server.app.inject({
      method: 'GET',
      url,
      headers: { cookie, range: 'bytes=100-199', 'if-range': '"another-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    const sameVersion = await app.server.app.inject({
      method: 'GET',
      url,
      headers: { cookie, range: 'bytes=100-199', 'if-range': String(whole.headers.etag) },
    });
    expect(sameVersion.statusCode).toBe(206);
    const beyond = await app.server.app.inject({ method: 'GET', url, headers: { cookie, range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });
});
