import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

describe('the server defends itself', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '40' } });
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
      headers: { 'content-type': 'application/json', 'api-version': '3', cookie },
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
});
