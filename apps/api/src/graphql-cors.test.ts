import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

const EVIL = 'https://evil.example';
const APP = 'https://app.example';

/** A signed-in family's browser on the page of `origin`, asking /graphql: the request and its preflight. */
async function askFrom(app: TestApp, origin: string) {
  const cookie = await app.signIn('demo@koran-kids.test');
  const request = await app.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { origin, cookie, 'content-type': 'application/json', 'api-version': API_VERSION },
    payload: { query: '{ __typename }' },
  });
  const preflight = await app.server.app.inject({
    method: 'OPTIONS',
    url: '/graphql',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, api-version',
    },
  });
  return { request, preflight };
}

describe('another site calling /graphql', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('gets no CORS headers, so its page cannot read a family’s data', async () => {
    const { request, preflight } = await askFrom(app, EVIL);
    expect(request.statusCode).toBe(200);
    for (const response of [request, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('with CORS_ORIGINS', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ environment: { CORS_ORIGINS: APP } });
  });
  afterAll(() => app.close());

  it('lets the named site call with the family’s cookie', async () => {
    const { request, preflight } = await askFrom(app, APP);
    expect(request.json()).toEqual({ data: { __typename: 'Query' } });
    for (const response of [request, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBe(APP);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/api-version/);
  });

  it('still sends no CORS headers to any other site', async () => {
    const { request, preflight } = await askFrom(app, EVIL);
    for (const response of [request, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
