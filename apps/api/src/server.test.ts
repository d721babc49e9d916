import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { Database } from '@koran-kids/db';
import { createTestDatabase } from '@koran-kids/db/testing';
import { API_VERSION } from '@koran-kids/protocol';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type AppServer, buildServer } from './server.ts';

const ASSET = `export const words = ${JSON.stringify('bismillah '.repeat(500))};`;

describe('the server', () => {
  let database: Database;
  let server: AppServer;
  let webDist: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    webDist = mkdtempSync(join(tmpdir(), 'koran-kids-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Koran Kids</title>');
    // As the build leaves an asset: the file, and its brotli and gzip forms beside it.
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets/app-1a2b.js'), ASSET);
    writeFileSync(join(webDist, 'assets/app-1a2b.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(webDist, 'assets/app-1a2b.js.gz'), gzipSync(ASSET));
    const config = loadConfig({ WEB_DIST: webDist, NODE_ENV: 'test' });
    server = await buildServer({ config, db: database.db, logger: pino({ level: 'silent' }) });
  });

  afterAll(async () => {
    await server.app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('says it is alive and ready', async () => {
    expect((await server.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('says it is not ready as soon as it starts shutting down', async () => {
    server.markShuttingDown();
    expect((await server.app.inject('/readyz')).statusCode).toBe(503);
    expect((await server.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('serves the web app on unknown paths, so its own router shows the not-found page', async () => {
    for (const path of ['/', '/lessons/1', '/no/such/page?x=1']) {
      const response = await server.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<title>Koran Kids</title>');
    }
    const serverPath = await server.app.inject('/webhooks/nothing');
    expect(serverPath.statusCode).toBe(404);
    expect(serverPath.body).not.toContain('<title>');
    expect((await server.app.inject('/assets/old-build.js')).statusCode).toBe(404);
  });

  it('sends the built assets compressed as the browser accepts, cached for a year', async () => {
    const asset = (encoding: string) =>
      server.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': encoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(ASSET.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('refuses a GraphQL request without api-version 3 with a clear 400, and one without a session with 401', async () => {
    const request = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query: '{ apiVersion }' },
      });
    const missing = await request({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe('the header api-version: 3 is required');
    const other = await request({ 'api-version': '2' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].message).toContain('api-version 2 is not supported');
    const withoutSession = await request({ 'api-version': API_VERSION });
    expect(withoutSession.statusCode).toBe(401);
  });
});
