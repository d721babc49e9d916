import { readFileSync } from 'node:fs';
import { testEngines } from '@koran-kids/db/testing';
import { API_VERSION, operationIn } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

const TOKEN = 'een-lang-geheim-voor-prometheus-0123456789';
const PRODUCTION = {
  NODE_ENV: 'production',
  OIDC_ISSUER: 'https://login.example.nl/',
  OIDC_CLIENT_ID: 'koran-kids',
  OIDC_CLIENT_SECRET: 'geheim',
};

/** The web app's persisted operations, as the built app sends them: by hash, with the operation's name. */
const manifest = JSON.parse(
  readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const persisted = (name: string, variables: Record<string, unknown> = {}) => {
  const [key] = Object.entries(manifest).find(([, document]) => operationIn(document)?.name === name) ?? [];
  if (!key) throw new Error(`no persisted operation ${name}`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: key.slice(7) } } };
};

const scrape = (app: TestApp, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.server.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress && { remoteAddress }) });

/** The value of one series of the scrape, e.g. `koran_kids_errors_total{code="FORBIDDEN",…}`; null when absent. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return null;
}

describe.each(testEngines())('the metrics on %s', (engine) => {
  let app: TestApp;
  const bearer = { authorization: `Bearer ${TOKEN}` };

  beforeAll(async () => {
    app = await startTestApp({ engine, environment: { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '20' } });
  });
  afterAll(() => app.close());

  const send = (cookie: string | null, body: Record<string, unknown>) =>
    app.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'api-version': API_VERSION, ...(cookie ? { cookie } : {}) },
      payload: body,
    });

  it("counts a parent's operations by name and their errors by code, for the operator with the token", async () => {
    const parent = await app.signIn('buren@koran-kids.test');
    const [amina] = (await app.database.execute("select id from users_children where username = 'amina'")).rows;
    expect((await send(parent, persisted('getSubscription'))).statusCode).toBe(200);
    expect((await send(parent, persisted('getSubscription'))).statusCode).toBe(200);
    // Another family's child: FORBIDDEN, in a 200 answer.
    const forbidden = await send(parent, persisted('getUserChildProfile', { userChildId: String(amina?.id) }));
    expect(forbidden.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await send(null, persisted('getSubscription'))).statusCode).toBe(401);
    // A name the web app does not have is "other", never a label of its own.
    await send(parent, { query: '{ apiVersion }', operationName: 'madeUpByAnAttacker' });

    const answer = await scrape(app, bearer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    const requests = 'koran_kids_http_request_duration_seconds_count';
    const graphql = { route: '/graphql', method: 'POST' };
    expect(seriesValue(text, requests, { ...graphql, operation: 'getSubscription', status_class: '2xx' })).toBe(2);
    expect(seriesValue(text, requests, { ...graphql, operation: 'getUserChildProfile', status_class: '2xx' })).toBe(1);
    expect(seriesValue(text, requests, { ...graphql, operation: 'getSubscription', status_class: '4xx' })).toBe(1);
    expect(seriesValue(text, requests, { ...graphql, operation: 'other' })).toBe(1);
    expect(text).not.toContain('madeUpByAnAttacker');
    const errors = 'koran_kids_errors_total';
    expect(seriesValue(text, errors, { code: 'FORBIDDEN', operation: 'getUserChildProfile' })).toBe(1);
    expect(seriesValue(text, errors, { code: 'UNAUTHENTICATED', operation: 'getSubscription' })).toBe(1);
    expect(seriesValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(seriesValue(text, 'koran_kids_requests_in_flight_limit')).toBe(100);
    expect(seriesValue(text, 'koran_kids_database_reachable')).toBe(1);
    // PGlite is one connection in the process: no pool to show.
    expect(seriesValue(text, 'koran_kids_database_pool_size')).toBe(engine === 'postgres' ? 5 : null);
    if (engine === 'postgres') expect(seriesValue(text, 'koran_kids_database_pool_waiting')).toBe(0);
  });

  it('refuses every role without the token (anonymous, parent, teacher, administrator), and a wrong token', async () => {
    const sessions = [
      null,
      await app.signIn('demo@koran-kids.test'),
      await app.signIn('leraar@koran-kids.test'),
      await app.signIn('beheer@koran-kids.test'),
    ];
    for (const cookie of sessions) {
      const answer = await scrape(app, cookie ? { cookie } : {});
      expect(answer.statusCode, String(cookie)).toBe(401);
      expect(answer.body).not.toContain('koran_kids_');
    }
    const wrong = [`Bearer ${TOKEN.slice(0, -1)}x`, `Bearer ${TOKEN}x`, `Basic ${btoa(`metrics:${TOKEN}`)}`, TOKEN];
    for (const authorization of wrong) {
      expect((await scrape(app, { authorization })).statusCode, authorization).toBe(401);
    }
    const inQuery = await app.server.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` });
    expect(inQuery.statusCode).toBe(401);
  });

  it('answers every scrape beyond the rate limit, and counts the families it limited', async () => {
    const parent = await app.signIn('demo@koran-kids.test');
    const statuses: number[] = [];
    for (let request = 0; request < 22; request++)
      statuses.push((await send(parent, persisted('getSubscription'))).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const scrapes = await Promise.all(Array.from({ length: 25 }, () => scrape(app, bearer)));
    expect(scrapes.map((answer) => answer.statusCode)).toEqual(scrapes.map(() => 200));
    const limited = statuses.filter((status) => status === 429).length;
    expect(seriesValue(scrapes[0]?.body ?? '', 'koran_kids_errors_total', { code: 'RATE_LIMITED' })).toBe(limited);
  });
});

describe('the metrics without METRICS_TOKEN', () => {
  let development: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    development = await startTestApp({ environment: { TRUST_PROXY: 'true' } });
    production = await startTestApp({ environment: PRODUCTION });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('are not there in production, not even for this machine', async () => {
    const answer = await scrape(production);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('koran_kids_');
  });

  it('are open in development to this machine only, whatever X-Forwarded-For claims', async () => {
    expect((await scrape(development)).statusCode).toBe(200);
    expect((await scrape(development, {}, '203.0.113.9')).statusCode).toBe(404);
    const claimed = await scrape(development, { 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9');
    expect(claimed.statusCode).toBe(404);
  });
});
