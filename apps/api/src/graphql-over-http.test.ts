import { API_VERSION } from '@koran-kids/protocol';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

/** graphql-http's audit suite of the GraphQL over HTTP spec, against /graphql as a signed-in browser calls it. */
describe('GraphQL over HTTP', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp({ listen: true });
    cookie = await app.signIn('demo@koran-kids.test');
  });
  afterAll(() => app.close());

  it('passes every MUST of the audit', async () => {
    // Every request carries what the web app's own requests carry: the session and the api-version header.
    const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      headers.set('api-version', API_VERSION);
      return fetch(input, { ...init, headers });
    };
    const port = new URL(app.origin).port;
    const results = await auditServer({ url: `http://127.0.0.1:${port}/graphql`, fetchFn });
    const failures = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(failures).toEqual([]);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThan(20);
  });
});
