import { readFileSync } from 'node:fs';
import { testEngines } from '@koran-kids/db/testing';
import { API_VERSION, operationIn } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

describe.each(testEngines())('the server defends itself on %s', (engine) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp({ engine, environment: { RATE_LIMIT_PER_MINUTE: '40' } });
    cookie = await app.signIn('demo@koran-kids.test');
  });
  afterAll(() => app.close());

  it('sends a CSP without inline scripts, refuses framing, and keeps referrers to itself', async () => {
    const response = await app.server.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://player.vimeo.com');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses batched requests, deep and alias-heavy documents, and suggests no field names', async () => {
    const batched = await app.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie },
      payload: [{ query: '{ apiVersion }' }, { query: '{ apiVersion }' }],
    });
    expect(batched.statusCode).toBeGreaterThanOrEqual(400);
    const aliases = Array.from({ length: 25 }, (_, index) => `a${index}: apiVersion`).join(' ');
    expect((await app.gql(cookie, `{ ${aliases} }`)).errors?.[0]?.message).toMatch(/Aliases limit/);
    const deep = `{ subscription ${'{ course '.repeat(9)}{ id }${' }'.repeat(9)} }`;
    expect((await app.gql(cookie, deep)).errors?.map((error) => error.message).join(' ')).toMatch(/depth limit/i);
    const typo = await app.gql(cookie, '{ subscriptoin { id } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('answers 429 with Retry-After once a session goes over its limit per minute', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 45; request++) statuses.push((await app.gql(cookie, '{ apiVersion }')).status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(40);
    expect(statuses.at(-1)).toBe(429);
    const other = await app.signIn('buren@koran-kids.test');
    expect((await app.gql(other, '{ apiVersion }')).status).toBe(200);
  });

  it('counts requests with made-up session cookies by address, not by cookie (attack finding 6)', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 45; request++) {
      statuses.push((await app.gql(`kk_session=made-up-${request}`, '{ apiVersion }')).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    // Written for every copy to see within WRITE_EVERY_MS.
    await vi.waitFor(async () => {
      const [counter] = (await app.database.execute("select hits from rate_limit_counters where key like 'address:%'"))
        .rows;
      expect(Number(counter?.hits)).toBeGreaterThanOrEqual(45);
    });
  });
});

describe('signing in from one address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ environment: { SIGN_IN_REQUESTS_PER_MINUTE: '6' } });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After past SIGN_IN_REQUESTS_PER_MINUTE, and only on the sign-in paths', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 9; request++) {
      const answer = await app.server.app.inject({ method: 'GET', url: '/auth/login' });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429]);
    // Not counted with sign-in: the API answers as ever (here: nobody signed in).
    expect((await app.gql('', '{ apiVersion }')).status).toBe(401);
  });
});

describe('in production', () => {
  let app: TestApp;
  let cookie: string;
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  /** The hash of the document of an operation. */
  const hashOf = (operation: string) =>
    Object.entries(manifest)
      .find(([, document]) => operationIn(document)?.name === operation)?.[0]
      .replace('sha256:', '');

  beforeAll(async () => {
    app = await startTestApp({
      environment: {
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://login.example.nl/',
        OIDC_CLIENT_ID: 'koran-kids',
        OIDC_CLIENT_SECRET: 'geheim',
      },
    });
    cookie = await app.signIn('demo@koran-kids.test');
  });
  afterAll(() => app.close());

  const send = (body: Record<string, unknown>) =>
    app.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie },
      payload: body,
    });

  it("runs only the web app's own operations, by hash, and no introspection", async () => {
    const hash = hashOf('getSubscription');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const known = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(known.json().data.subscription).toMatchObject({ isActive: true });
    const arbitrary = await send({ query: '{ subscription { id } }' });
    expect(arbitrary.json().errors?.[0]?.message).toMatch(/PersistedQueryOnly|persisted/i);
    const unknown = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(unknown.json().data ?? null).toBeNull();
    expect(unknown.json().errors?.[0]?.message).toMatch(/PersistedQueryNotFound|not found/i);
  });
});
