import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerErrorsWithoutDetails,
  answerFrameworkErrorsWithoutDetails,
  isImpossibleUrl,
  refuseImpossibleUrls,
} from './http-input.ts';

/** What Drizzle throws when PostgreSQL refuses a statement: the SQL and the values sent. */
const FAILED_QUERY = 'Failed query: select "id" from "users" where "email" = $1\nparams: secret@example.nl';

describe('error answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false, frameworkErrors: answerFrameworkErrorsWithoutDetails });
    app.setErrorHandler(answerErrorsWithoutDetails);
    refuseImpossibleUrls(app);
    app.get('/fails', async () => {
      throw new Error(FAILED_QUERY);
    });
    app.get('/refuses', async () => {
      throw Object.assign(new Error(`no such thing as ${'<b>sent</b>'}`), { statusCode: 404 });
    });
    app.get('/items/:id', async () => ({ ok: true }));
    app.post('/items', { bodyLimit: 100 }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a server error with a fixed body: no message, no SQL, no values, no stack', async () => {
    const response = await app.inject('/fails');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
  });

  it('keeps Fastify’s own short sentence for a refused body, and no other message', async () => {
    const post = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/items', headers: { 'content-type': type }, payload });
    expect((await post('{"name": "Am')).json()).toMatchObject({
      error: 'Bad Request',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
    expect((await post(JSON.stringify({ name: 'x'.repeat(200) }))).statusCode).toBe(413);
    expect((await post('name=<b>', 'text/evil')).json()).toEqual({
      error: 'Unsupported Media Type',
      message: 'Unsupported Media Type',
    });
    expect((await app.inject('/refuses')).json()).toEqual({ error: 'Not Found' });
  });

  it('refuses an address with control characters or broken encoding without repeating it', async () => {
    for (const url of [
      '/items/a%00b',
      '/items/1?name=%07',
      '/items/%E0%A4%A',
      '/items/1?name=%C0%AE',
      `/items/${'x'.repeat(200)}`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain(url.slice(7));
    }
    expect((await app.inject('/items/Ömer%20Yusuf?q=a+b%2Fc')).statusCode).toBe(200);
  });
});

describe('impossible addresses', () => {
  it.each([
    '/files/a%00b',
    '/auth/callback?state=%00',
    '/auth/login?returnTo=/%09/evil.example',
    '/x?a%0A=1',
    '/x?a=%7F',
    '/x?a=%C2%85',
    '/x?a=%E0%A4%A',
    '/x/%C0%AE%C0%AE',
    '/x?a=100%',
    '/x/\u0000',
  ])('include %j', (url) => {
    expect(isImpossibleUrl(url)).toBe(true);
  });

  it.each([
    '/',
    '/lessons/3?tab=verses',
    '/auth/login?returnTo=%2Flessons%3Fa%3D1&lng=en',
    '/x?name=%C3%96mer+Yusuf&e=a%40b.nl',
  ])('leave out %j', (url) => {
    expect(isImpossibleUrl(url)).toBe(false);
  });
});
