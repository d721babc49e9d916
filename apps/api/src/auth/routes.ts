import type { Db } from '@koran-kids/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../config.ts';
import { upsertParent } from '../family/parents.ts';
import { createSession, deleteExpiredSessions, deleteSession, SESSION_COOKIE } from '../family/sessions.ts';
import { staffKindFromClaims, staffKindOf } from '../family/staff.ts';
import { routeGuard } from '../route-guard.ts';
import { forgetOldLoginStates, rememberLoginState, takeLoginState } from './login-states.ts';
import type { OidcClient } from './oidc-client.ts';

const LOGIN_STATE_TTL_MS = 15 * 60 * 1000;
const CLOCK_SLACK_MS = 2 * 60 * 1000;
const SCOPE = 'openid email profile';
const STAFF_HOME = '/staff';

/** Longer than any path of the app; such a value is not kept with the sign-in state. */
const MAX_RETURN_PATH_LENGTH = 2000;

/**
 * The path of this app that `value` names, read as a browser reads it: it drops tabs and line breaks and takes "\"
 * for "/", so "/\evil.example" is another site. Anything else is the start page.
 */
export function safeReturnPath(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return '/';
  const parsed = URL.parse(value, publicUrl);
  if (!parsed || parsed.origin !== new URL(publicUrl).origin) return '/';
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // "/.//evil.example" is ours, with the path "//evil.example": as a Location, that is another site.
  return URL.parse(path, publicUrl)?.origin === parsed.origin ? path : '/';
}

/**
 * When a sign-in that asked for the credentials again (a forgotten pincode) proved them: the ID token's auth_time,
 * if the provider says the parent typed them after the sign-in began. Any other sign-in proves nothing new.
 */
function reauthenticatedAt(pending: { isReauthentication: boolean; createdAt: Date }, authTime: unknown) {
  if (!pending.isReauthentication || typeof authTime !== 'number') return null;
  const at = new Date(authTime * 1000);
  // The provider's clock is not ours; prompt=login&max_age=0 is what makes the parent type the password again.
  return at.getTime() >= pending.createdAt.getTime() - CLOCK_SLACK_MS ? at : null;
}

export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
    maxAge: config.sessionDays * 24 * 60 * 60,
  };
}

type AuthRouteOptions = {
  config: Config;
  db: Db;
  oidc: OidcClient;
  /** What the areas do when a parent has signed in (subscriptions bought in the shop join the family). */
  afterSignIn: (userId: string, isStaff: boolean) => Promise<void>;
};

/** Signing in and out is open to everyone. */
const signIn = routeGuard({ scope: 'public' });

/** Server-side sign-in: /auth/login, /auth/callback, /auth/logout (the browser never sees a token). */
export function registerAuthRoutes(app: FastifyInstance, { config, db, oidc, afterSignIn }: AuthRouteOptions) {
  const redirectUri = `${config.publicUrl}/auth/callback`;

  app.get<{ Querystring: { signup?: string; fresh?: string; lng?: string; returnTo?: string } }>(
    '/auth/login',
    signIn.options,
    async (request, reply) => {
      const configuration = await oidc.configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await forgetOldLoginStates(db, new Date(Date.now() - LOGIN_STATE_TTL_MS));
      const isReauthentication = Boolean(request.query.fresh);
      await rememberLoginState(db, {
        state,
        nonce,
        codeVerifier,
        isReauthentication,
        returnTo: safeReturnPath(request.query.returnTo, config.publicUrl),
      });
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: request.query.lng === 'en' ? 'en' : 'nl',
      };
      if (request.query.signup) parameters.screen_hint = 'signup';
      // A fresh sign-in: the provider asks for the credentials again, whatever session it has (forgotten pincode).
      if (isReauthentication) Object.assign(parameters, { prompt: 'login', max_age: '0' });
      return reply.redirect(client.buildAuthorizationUrl(configuration, parameters).href);
    },
  );

  app.get<{ Querystring: { state?: string } }>('/auth/callback', signIn.options, async (request, reply) => {
    const pending = request.query.state ? await takeLoginState(db, request.query.state) : null;
    try {
      if (!pending || pending.createdAt.getTime() < Date.now() - LOGIN_STATE_TTL_MS) {
        throw new Error('unknown or expired sign-in state');
      }
      const tokens = await client.authorizationCodeGrant(
        await oidc.configuration(),
        new URL(request.url, config.publicUrl),
        {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      const claimKind = staffKindFromClaims(claims, config.oidc.staffRole);
      const userId = await upsertParent(db, config.oidc.accountIssuer, claims, claimKind);
      const isStaff = (await staffKindOf(db, userId)) !== null;
      await afterSignIn(userId, isStaff);
      await deleteExpiredSessions(db);
      const sessionId = await createSession(
        db,
        userId,
        tokens.id_token ?? null,
        config.sessionDays,
        reauthenticatedAt(pending, claims.auth_time),
        isStaff ? 'staff' : 'family',
      );
      reply.setCookie(SESSION_COOKIE, sessionId, sessionCookieOptions(config));
      // Checked again: a row stored before this check existed may name another site.
      const returnTo = safeReturnPath(pending.returnTo, config.publicUrl);
      // Staff land in the institute's area; a parent who is also staff switches there (docs/decisions.md).
      return reply.redirect(isStaff && returnTo === '/' ? STAFF_HOME : returnTo);
    } catch (error) {
      // The spec: a failure to read the ID token is only logged; the family sees the login page again.
      request.log.warn({ err: error }, 'sign-in callback failed');
      return reply.redirect('/?signin=failed');
    }
  });

  app.get('/auth/logout', signIn.options, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const idToken = sessionId ? await deleteSession(db, sessionId) : null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return redirectToProviderLogout(reply, oidc, idToken, `${config.publicUrl}/`);
  });
}

async function redirectToProviderLogout(reply: FastifyReply, oidc: OidcClient, idToken: string | null, home: string) {
  try {
    const configuration = await oidc.configuration();
    if (!idToken || !configuration.serverMetadata().end_session_endpoint) return reply.redirect(home);
    const url = client.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: home });
    return reply.redirect(url.href);
  } catch {
    return reply.redirect(home);
  }
}
