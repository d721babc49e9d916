import { sessions, users } from '@koran-kids/db/schema';
import { API_VERSION } from '@koran-kids/protocol';
import { Browser } from '@koran-kids/testing/http-browser';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../family/sessions.ts';
import { startTestApp, type TestApp } from '../testing/app.ts';

/** Whose family is signed in, by its children (the parent's own details are behind the pincode). */
const GET_FAMILY = 'query getFamily { subscription { children { username } } }';

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
    headers: { 'content-type': 'application/json', 'api-version': API_VERSION },
    body: JSON.stringify({ query: GET_FAMILY }),
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
      data: { subscription: { children: [{ username: 'amina' }, { username: 'yusuf' }] } },
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

  it('accepts a JWT access token of the same issuer as Bearer, and refuses a forged one', async () => {
    const { issuer, clientId, clientSecret } = app.config.oidc;
    const configuration = await oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const browser = new Browser();
    const start = await browser.fetch(
      oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: `${app.origin}/auth/callback`,
        scope: 'openid email profile',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }),
    );
    const form = await (await follow(browser, app.origin, start)).text();
    const action = /action="([^"]+\/login)"/.exec(form)?.[1] ?? '';
    let response = await browser.post(new URL(action, app.origin).href, {
      email: 'buren@koran-kids.test',
      password: 'demo-ouder-2026',
    });
    let callback: URL | null = null;
    while (!callback && [302, 303].includes(response.status)) {
      const next = new URL(response.headers.get('location') ?? '/', app.origin);
      if (next.pathname === '/auth/callback') callback = next;
      else response = await browser.fetch(next);
    }
    const tokens = await oidc.authorizationCodeGrant(configuration, callback ?? new URL(app.origin), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const asBearer = (token: string) =>
      app.gql(null, GET_FAMILY, {}, { 'api-version': API_VERSION, authorization: `Bearer ${token}` });
    expect((await asBearer(tokens.access_token)).data).toEqual({
      subscription: { children: [{ username: 'bilal' }, { username: 'noor' }] },
    });
    const [header, payload] = tokens.access_token.split('.');
    expect((await asBearer(`${header}.${payload}.forged-signature`)).status).toBe(401);
  });

  it('returns only to paths of the app after signing in', async () => {
    const { safeReturnPath } = await import('./routes.ts');
    expect(safeReturnPath('/parent/profiles', app.origin)).toBe('/parent/profiles');
    expect(safeReturnPath('//evil.example/', app.origin)).toBe('/');
    expect(safeReturnPath('https://evil.example/', app.origin)).toBe('/');
  });
});
