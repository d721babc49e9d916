import { oidcLoginStates } from '@koran-kids/db/schema';
import { Browser } from '@koran-kids/testing/http-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';
import { safeReturnPath } from './routes.ts';

const PUBLIC_URL = 'https://app.koran-kids.example';

/** Values a browser would read as another site (it drops tabs and line breaks and reads "\" as "/"). */
const OTHER_SITES = [
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.//evil.example',
  '/a/../..//evil.example',
  '///evil.example',
  'https://evil.example',
  'https://evil.example/lessons',
  'http://app.koran-kids.example/lessons',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('the page a family returns to after signing in', () => {
  it.each(OTHER_SITES)('is the start page for %j', (value) => {
    expect(safeReturnPath(value, PUBLIC_URL)).toBe('/');
  });

  it('keeps a path of the app, as the browser will read it', () => {
    expect(safeReturnPath('/lessons/3?tab=verses#top', PUBLIC_URL)).toBe('/lessons/3?tab=verses#top');
    expect(safeReturnPath('/%5Cevil.example', PUBLIC_URL)).toBe('/%5Cevil.example');
    expect(safeReturnPath('/%09/evil.example', PUBLIC_URL)).toBe('/%09/evil.example');
    expect(safeReturnPath(`${PUBLIC_URL}/parent`, PUBLIC_URL)).toBe('/parent');
  });

  it('is the start page for anything that is no text, and for a path too long to be one of ours', () => {
    expect(safeReturnPath(undefined, PUBLIC_URL)).toBe('/');
    expect(safeReturnPath(['/lessons'], PUBLIC_URL)).toBe('/');
    expect(safeReturnPath(`/${'x'.repeat(5000)}`, PUBLIC_URL)).toBe('/');
  });
});

describe('/auth/login', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ listen: true, environment: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(() => app.close());

  it('stores the start page, not another site, as where the family returns to', async () => {
    await app.database.db.delete(oidcLoginStates);
    for (const value of ['/\\evil.example', '/.//evil.example', 'https://evil.example/', '/lessons/3']) {
      const response = await app.server.app.inject(`/auth/login?returnTo=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(302);
    }
    // A tab never reaches the route: no address of the app holds one.
    const withTab = await app.server.app.inject(`/auth/login?returnTo=${encodeURIComponent('/\t/evil.example')}`);
    expect(withTab.statusCode).toBe(400);
    const stored = await app.database.db.select({ returnTo: oidcLoginStates.returnTo }).from(oidcLoginStates);
    expect(stored.map((row) => row.returnTo).sort()).toEqual(['/', '/', '/', '/lessons/3']);
  });

  it('sends the family to the start page when a stored return path names another site', async () => {
    const browser = new Browser();
    const follow = async (start: Response, until?: string) => {
      let response = start;
      for (let hop = 0; hop < 10 && [302, 303].includes(response.status); hop++) {
        const next = new URL(response.headers.get('location') ?? '/', app.origin);
        if (next.pathname === until) return browser.fetch(next);
        response = await browser.fetch(next);
      }
      return response;
    };
    const form = await follow(await browser.fetch(`${app.origin}/auth/login?returnTo=%2Flessons`));
    // As a row written before the path was checked this way could hold it.
    await app.database.db.update(oidcLoginStates).set({ returnTo: '/.//evil.example' });
    const action = /action="([^"]+\/login)"/.exec(await form.text())?.[1] ?? '';
    const submitted = await browser.post(new URL(action, app.origin), {
      email: 'demo@koran-kids.test',
      password: 'demo-ouder-2026',
    });
    const callback = await follow(submitted, '/auth/callback');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
  });
});
