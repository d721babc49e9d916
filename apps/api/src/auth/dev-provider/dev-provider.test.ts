import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashDevPassword } from '@koran-kids/content';
import type { Database } from '@koran-kids/db';
import { devAccounts } from '@koran-kids/db/schema';
import { createTestDatabase } from '@koran-kids/db/testing';
import { translate } from '@koran-kids/i18n';
import { freePort } from '@koran-kids/testing/free-port';
import { Browser } from '@koran-kids/testing/http-browser';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerDevelopmentProvider } from './index.ts';

const CLIENT_ID = 'koran-kids-test';
const CLIENT_SECRET = 'test-only-secret';

describe('the development sign-in provider', () => {
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let keysFile: string;
  let origin: string;
  let issuer: string;
  let apiAudience: string;
  let redirectUri: string;
  let postLogoutRedirectUri: string;
  let config: oidc.Configuration;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.db.insert(devAccounts).values({
      email: 'Amina@Example.com',
      passwordHash: hashDevPassword('correct horse'),
      givenName: 'Amina',
      familyName: 'Yilmaz',
    });
    dataDir = mkdtempSync(join(tmpdir(), 'koran-kids-oidc-'));
    keysFile = join(dataDir, 'nested', 'oidc-keys.json');
    const port = await freePort();
    origin = `http://localhost:${port}`;
    issuer = `${origin}/oidc`;
    apiAudience = `${origin}/graphql`;
    redirectUri = `${origin}/auth/callback`;
    postLogoutRedirectUri = `${origin}/`;
    app = Fastify({ logger: false });
    await registerDevelopmentProvider(app, {
      db: database.db,
      issuer,
      client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri, postLogoutRedirectUri },
      apiAudience,
      keysFile,
      staffRole: loadConfig({}).oidc.staffRole,
    });
    await app.listen({ port, host: '127.0.0.1' });
    config = await oidc.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
      execute: [oidc.allowInsecureRequests],
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts an authorization request; answers the URL of the interaction page it lands on. */
  async function startSignIn(browser: Browser, extra: Record<string, string> = {}) {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    const response = await browser.fetch(url);
    expect(response.status).toBe(303);
    const interaction = new URL(response.headers.get('location') ?? '', issuer);
    expect(interaction.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    return {
      interaction: interaction.href,
      checks: { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce },
    };
  }

  /** Follows the redirects after a finished interaction back to the app; answers the callback URL. */
  async function followToCallback(browser: Browser, response: Response): Promise<URL> {
    let current = response;
    for (let hop = 0; hop < 5; hop++) {
      expect([302, 303], await current.clone().text()).toContain(current.status);
      const location = new URL(current.headers.get('location') ?? '', issuer);
      if (location.href.startsWith(redirectUri)) return location;
      current = await browser.fetch(location);
    }
    throw new Error('too many redirects');
  }

  async function signIn(email: string, password: string) {
    const browser = new Browser();
    const { interaction, checks } = await startSignIn(browser);
    const callback = await followToCallback(browser, await browser.post(`${interaction}/login`, { email, password }));
    return { browser, tokens: await oidc.authorizationCodeGrant(config, callback, checks) };
  }

  it('keeps its keys in the keys file and publishes only the public half', async () => {
    const stored = JSON.parse(readFileSync(keysFile, 'utf8')) as { jwks: { keys: { kid: string }[] } };
    const published = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(published.keys.map((key) => key.kid)).toEqual(stored.jwks.keys.map((key) => key.kid));
    expect(published.keys[0]).not.toHaveProperty('d');
    expect(config.serverMetadata().issuer).toBe(issuer);

    // A second start reuses the keys, so tokens and sessions outlive a restart.
    const restarted = Fastify({ logger: false });
    await registerDevelopmentProvider(restarted, {
      db: database.db,
      issuer,
      client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri, postLogoutRedirectUri },
      apiAudience,
      keysFile,
      staffRole: loadConfig({}).oidc.staffRole,
    });
    const again = (await restarted.inject('/oidc/jwks')).json<{ keys: { kid: string }[] }>();
    await restarted.close();
    expect(again.keys.map((key) => key.kid)).toEqual(published.keys.map((key) => key.kid));
  });

  it('signs in with the authorization code flow and issues a JWT access token for the API', async () => {
    const browser = new Browser();
    const { interaction, checks } = await startSignIn(browser, { ui_locales: 'en' });

    const page = await browser.fetch(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="email">');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain(translate('en', 'signin', 'development-note'));

    const callback = await followToCallback(
      browser,
      await browser.post(`${interaction}/login`, { email: 'amina@example.COM', password: 'correct horse' }),
    );
    const tokens = await oidc.authorizationCodeGrant(config, callback, checks);
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: issuer,
      email: 'Amina@Example.com',
      email_verified: true,
      given_name: 'Amina',
      family_name: 'Yilmaz',
      name: 'Amina Yilmaz',
    });

    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri ?? ''));
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer, audience: apiAudience });
    expect(payload.sub).toBe(claims?.sub);
    expect(payload.client_id).toBe(CLIENT_ID);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);

    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(decodeJwt(refreshed.access_token).aud).toBe(apiAudience);
  });

  it('puts the api scope in the access token when asked for, without a consent screen', async () => {
    const browser = new Browser();
    const { interaction, checks } = await startSignIn(browser, {
      scope: 'openid email profile offline_access api',
      prompt: 'consent',
    });
    const response = await browser.post(`${interaction}/login`, {
      email: 'amina@example.com',
      password: 'correct horse',
    });
    const tokens = await oidc.authorizationCodeGrant(config, await followToCallback(browser, response), checks);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: apiAudience, scope: 'api' });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('shows the login page again with an error, and no redirect, after a wrong password', async () => {
    const browser = new Browser();
    const { interaction } = await startSignIn(browser);
    const response = await browser.post(`${interaction}/login`, {
      email: 'amina@example.com',
      password: 'wrong horse',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(translate('nl', 'signin', 'error-credentials'));
    expect(html).toContain('value="amina@example.com"');

    const unknown = await browser.post(`${interaction}/login`, { email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(translate('nl', 'signin', 'error-credentials'));

    expect(await (await browser.fetch(`${interaction}/signup`)).text()).toContain('name="family_name"');
    expect(await (await browser.fetch(`${interaction}/login`)).text()).toContain('autocomplete="current-password"');
  });

  it('shows the sign-up form for screen_hint=signup, refuses bad input and signs the new account in', async () => {
    const browser = new Browser();
    const { interaction, checks } = await startSignIn(browser, { screen_hint: 'signup', ui_locales: 'en' });
    const form = await (await browser.fetch(interaction)).text();
    expect(form).toContain('name="given_name"');
    expect(form).toContain('autocomplete="new-password"');

    const taken = await browser.post(`${interaction}/signup`, {
      given_name: 'Other',
      family_name: 'Parent',
      email: 'AMINA@example.com',
      password: 'long enough',
    });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(translate('en', 'signin', 'error-email-taken'));

    const bad = await browser.post(`${interaction}/signup`, {
      given_name: '<script>alert(1)</script>',
      family_name: '',
      email: 'not an address',
      password: 'short',
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).not.toContain('<script>alert(1)</script>');
    expect(badHtml).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    for (const key of ['error-family-name-missing', 'error-email-invalid', 'error-password-short'] as const) {
      expect(badHtml).toContain(translate('en', 'signin', key));
    }

    const created = await browser.post(`${interaction}/signup`, {
      given_name: 'Yusuf',
      family_name: 'de Vries',
      email: 'yusuf@example.com',
      password: 'a good password',
    });
    const tokens = await oidc.authorizationCodeGrant(config, await followToCallback(browser, created), checks);
    expect(tokens.claims()).toMatchObject({ email: 'yusuf@example.com', given_name: 'Yusuf', family_name: 'de Vries' });

    const again = await signIn('Yusuf@Example.com', 'a good password');
    expect(again.tokens.claims()?.sub).toBe(tokens.claims()?.sub);
  });

  it('signs out through end_session without stopping on a confirmation', async () => {
    const { browser, tokens } = await signIn('amina@example.com', 'correct horse');
    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: postLogoutRedirectUri,
    });
    const page = await browser.fetch(endSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('.submit()');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.post(action, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(postLogoutRedirectUri);

    // Signed out at the provider too: a new authorization request asks for the password again.
    await startSignIn(browser);
  });

  it('answers an unknown or expired interaction with a page, not an error', async () => {
    const response = await fetch(`${issuer}/interaction/nothing-here`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(translate('nl', 'signin', 'expired-title'));
  });
});
