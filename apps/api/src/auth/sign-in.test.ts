import { sessions, users } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';
import { Browser } from '../testing/http-browser.ts';
import { SESSION_COOKIE } from './sessions.ts';

const GET_USER = 'query getUser { viewer { email firstName lastName } }';

/** Follows redirects like a browser until a page answers; returns it and where it stands. */
async function follow(browser: Browser, origin: string, start: Response) {
  let response = start;
  for (let hop = 0; hop < 10 && [302, 303].includes(response.status); hop++) {
    response = await browser.fetch(new URL(response.headers.get('location') ?? '/', origin));
  }
  return response;
}

async function graphqlThroughBrowser(browser: Browser, origin: string) {
  return browser.fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': '3' },
    body: JSON.stringify({ query: GET_USER }),
  });
}

describe('signing in through the embedded development provider', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ listen: true });
  });
  afterAll(() => app.close());

  it('signs a demo parent in with code and PKCE, keeps only a cookie, and signs out again', async () => {
    const browser = new Browser();
    const login = await browser.fetch(`${app.origin}/auth/login?lng=nl`);
    expect(login.status).toBe(302);
    const authorization = new URL(login.headers.get('location') ?? '');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await follow(browser, app.origin, login);
    const form = await page.text();
    const action = /action="([^"]+\/login)"/.exec(form)?.[1];
    expect(action).toBeDefined();

    const submitted = await browser.post(new URL(action ?? '', app.origin).href, {
      email: 'demo@koran-kids.test',
      password: 'demo-ouder-2026',
    });
    let response = submitted;
    let callbackResponse: Response | null = null;
    for (let hop = 0; hop < 10 && [302, 303].includes(response.status); hop++) {
      const next = new URL(response.headers.get('location') ?? '/', app.origin);
      response = await browser.fetch(next);
      if (next.pathname === '/auth/callback') callbackResponse = response;
    }
    expect(callbackResponse?.status).toBe(302);
    const setCookie =
      callbackResponse?.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/eyJ/); // a random id, never a token

    const signedIn = await graphqlThroughBrowser(browser, app.origin);
    expect(await signedIn.json()).toEqual({
      data: { viewer: { email: 'demo@koran-kids.test', firstName: 'Fatima', lastName: 'El Amrani' } },
    });

    const logout = await browser.fetch(`${app.origin}/auth/logout`);
    expect(logout.status).toBe(302);
    await follow(browser, app.origin, logout);
    expect((await graphqlThroughBrowser(browser, app.origin)).status).toBe(401);
    const [parent] = await app.database.db.select().from(users).where(eq(users.email, 'demo@koran-kids.test'));
    expect(
      await app.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, parent?.id ?? '')),
    ).toEqual([]);
  });

  it('sends a failed callback back to the login page with the failure noted, and starts no session', async () => {
    const browser = new Browser();
    const response = await browser.fetch(`${app.origin}/auth/callback?code=forged&state=unknown`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?signin=failed');
    expect(response.headers.getSetCookie().some((line) => line.startsWith(SESSION_COOKIE))).toBe(false);
  });

  it('returns only to paths of the app after signing in', async () => {
    const { safeReturnPath } = await import('./routes.ts');
    expect(safeReturnPath('/parent/profiles')).toBe('/parent/profiles');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
  });
});
