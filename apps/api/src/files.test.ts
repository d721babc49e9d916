import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

describe('stored course files', () => {
  let app: TestApp;
  let key: string;

  beforeAll(async () => {
    app = await startTestApp();
    const { rows } = await app.database.execute(
      `select key from library_downloads_attachments where language = 'nl' limit 1`,
    );
    key = String(rows[0]?.key);
  });
  afterAll(() => app.close());

  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.server.app.inject({ method: 'GET', url: path, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('serves a worksheet as the real PDF to a family with an active subscription', async () => {
    const response = await get(`/files/${key}`, await app.signIn('demo@koran-kids.test'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="werkblad-/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses visitors, ended subscriptions, unknown keys and paths outside the store', async () => {
    expect((await get(`/files/${key}`)).statusCode).toBe(401);
    expect((await get(`/files/${key}`, await app.signIn('verlopen@koran-kids.test'))).statusCode).toBe(403);
    const cookie = await app.signIn('demo@koran-kids.test');
    expect((await get('/files/downloads/nothing.pdf', cookie)).statusCode).toBe(404);
    expect((await get('/files/../../etc/passwd', cookie)).statusCode).toBe(404);
  });

  it('sends the bytes a player asks for, so a recitation can start at any word', async () => {
    const cookie = await app.signIn('demo@koran-kids.test');
    const whole = await get(`/files/${key}`, cookie);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;

    const part = await get(`/files/${key}`, cookie, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const tail = await get(`/files/${key}`, cookie, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);
    const rest = await get(`/files/${key}`, cookie, { range: `bytes=${size - 10}-` });
    expect(rest.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const beyond = await get(`/files/${key}`, cookie, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json()).toEqual({ error: 'range not satisfiable' });
  });

  it('sends the whole file when If-Range names another version of it', async () => {
    const cookie = await app.signIn('demo@koran-kids.test');
    const whole = await get(`/files/${key}`, cookie);
    const etag = String(whole.headers.etag);
    const lastModified = String(whole.headers['last-modified']);
    const range = { range: 'bytes=0-9' };

    expect((await get(`/files/${key}`, cookie, { ...range, 'if-range': etag })).statusCode).toBe(206);
    expect((await get(`/files/${key}`, cookie, { ...range, 'if-range': lastModified })).statusCode).toBe(206);
    for (const other of ['"an-older-version"', `W/${etag}`, 'Mon, 01 Jan 2001 00:00:00 GMT']) {
      const answer = await get(`/files/${key}`, cookie, { ...range, 'if-range': other });
      expect(answer.statusCode, other).toBe(200);
      expect(answer.rawPayload.equals(whole.rawPayload), other).toBe(true);
    }
  });

  it('refuses a range to visitors as it refuses the file', async () => {
    expect((await get(`/files/${key}`, undefined, { range: 'bytes=0-9' })).statusCode).toBe(401);
  });
});
