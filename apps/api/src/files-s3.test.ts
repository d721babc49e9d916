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
});
