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

  const get = (path: string, cookie?: string) =>
    app.server.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

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
});
