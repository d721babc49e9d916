import { readFileSync } from 'node:fs';
import { API_VERSION } from '@koran-kids/protocol';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from './graphql-schema.ts';
import { RELEASED_DOCUMENTS } from './released-documents.ts';
import { startTestApp, type TestApp } from './testing/app.ts';

const read = (path: URL) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const released = read(RELEASED_DOCUMENTS);
const current = read(new URL('../../web/src/gql/persisted-documents.json', import.meta.url));

describe('the documents of earlier releases', () => {
  it("holds every document of today's web app, so that the next release still answers this one", () => {
    const missing = Object.keys(current).filter((hash) => !(hash in released));
    expect(missing, 'run npm run schema').toEqual([]);
  });

  it("are all still valid against today's schema (a change that breaks one must take it out knowingly)", () => {
    const invalid = Object.entries(released)
      .filter(([, document]) => validate(schema, parse(document)).length > 0)
      .map(([hash, document]) => `${hash}: ${document.slice(0, 60)}`);
    expect(invalid).toEqual([]);
  });
});

describe('in production, a device still on an earlier release', () => {
  let app: TestApp;
  let cookie: string;

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

  const send = (hash: string) =>
    app.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie },
      payload: { extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace('sha256:', '') } } },
    });

  it('gets answers to the documents it sends that today’s app no longer has', async () => {
    const [hash] =
      Object.entries(released).find(([key, document]) => !(key in current) && document.startsWith('query getUser {')) ??
      [];
    expect(hash, 'an earlier release’s getUser').toBeDefined();
    const answer = (await send(hash ?? '')).json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.viewer.id).toBeTruthy();
  });

  it('is told its document is unknown, with a code the app reads as "out of date", where no release had it', async () => {
    const answer = (await send('b'.repeat(64))).json();
    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
  });
});
