import type { IncomingMessage } from 'node:http';
import type { Db } from '@koran-kids/db';
import type { FastifyInstance } from 'fastify';
import { isStaffKind, type StaffRoleClaim } from '../../family/staff.ts';
import { routeGuard } from '../../route-guard.ts';
import { findAccountById } from './accounts.ts';
import { registerInteractionPages } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { languageOf } from './language.ts';
import {
  InvalidTarget,
  type OidcGrant,
  OidcProviderClass,
  PREFIX,
  type ProviderContext,
  type ProviderError,
} from './oidc.ts';
import { loggedOutPage, logoutPage, providerErrorPage } from './pages.ts';

/** The development provider is everyone's way in (it runs only where OIDC_ISSUER is not set). */
const openToAll = routeGuard({ scope: 'public' });

// The built-in development OpenID Connect provider: this file wires oidc-provider; keys.ts keeps its keys,
// accounts.ts its users (dev_accounts), pages.ts its HTML and interactions.ts the sign-in and sign-up forms.

export type DevelopmentProviderOptions = {
  db: Db;
  /** e.g. 'http://localhost:3000/oidc' (the app's public URL + '/oidc'). */
  issuer: string;
  client: { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
  /** Resource indicator (and `aud`) of the JWT access tokens, e.g. 'http://localhost:3000/graphql'. */
  apiAudience: string;
  /** JSON file with the signing JWKS and the cookie keys; created with new random keys if missing, reused after. */
  keysFile: string;
  /** The role claim an external provider would send; the demo staff get it (dev_accounts.roles holds their kinds). */
  staffRole: StaffRoleClaim;
};

const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'];
/** The API's resource scope: granted on the resource, never listed in `scopes` (see ARCHITECTURE, known snags). */
const API_SCOPE = 'api';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Mounts the embedded OpenID Connect provider at /oidc (development only): dev_accounts as the users,
 * its own sign-in and sign-up pages, JWT access tokens for the API.
 */
export async function registerDevelopmentProvider(app: FastifyInstance, options: DevelopmentProviderOptions) {
  const { db, client, apiAudience } = options;
  const issuerUrl = new URL(options.issuer);
  if (issuerUrl.pathname !== PREFIX) {
    throw new Error(`the development sign-in must be mounted at ${PREFIX}: issuer ${options.issuer} has another path`);
  }
  const keys = await loadOrCreateKeys(options.keysFile);

  const addGrantedScopes = (grant: OidcGrant) => {
    grant.addOIDCScope(OIDC_SCOPES.join(' '));
    grant.addResourceScope(apiAudience, API_SCOPE);
  };

  const provider = new OidcProviderClass(options.issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        // client_secret_post is accepted too: oidc-provider treats the two secret methods as one.
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        // When the parent last typed the password: a fresh sign-in may replace a forgotten pincode.
        require_auth_time: true,
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'kk_oidc_session', interaction: 'kk_oidc_interaction', resume: 'kk_oidc_resume' },
    },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', options.staffRole.claim],
    },
    // The app reads the profile from the ID token: its access token is for the API, not for userinfo.
    conformIdTokenClaims: false,
    extraParams: ['screen_hint'],
    pkce: { required: () => true },
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: {
      url: (_ctx: ProviderContext, interaction: { uid: string }) => `${PREFIX}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: ProviderContext, id: string) {
      const account = await findAccountById(db, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
          [options.staffRole.claim]: account.roles.filter(isStaffKind).map((kind) => options.staffRole[kind]),
        }),
      };
    },
    // First party: the grant is made (or topped up) here, so no consent screen ever shows.
    async loadExistingGrant(ctx: ProviderContext) {
      const oidc = ctx.oidc;
      const clientId = oidc?.client?.clientId;
      const accountId = oidc?.account?.accountId ?? oidc?.session.accountId;
      if (!oidc || !clientId || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
      let grant = grantId ? await provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
        grant = new provider.Grant({ accountId, clientId });
      }
      addGrantedScopes(grant);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx: ProviderContext, oidcClient: { grantTypeAllowed: (type: string) => boolean }) =>
      oidcClient.grantTypeAllowed('refresh_token'),
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: ProviderContext, resourceIndicator: string) => {
          if (resourceIndicator !== apiAudience) throw new InvalidTarget();
          return { scope: API_SCOPE, audience: apiAudience, accessTokenFormat: 'jwt', accessTokenTTL: HOUR };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: ProviderContext, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(languageOf(ctx.oidc?.params), form);
        },
        postLogoutSuccessSource: (ctx: ProviderContext) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(languageOf(ctx.oidc?.params), issuerUrl.origin);
        },
      },
    },
    renderError: (ctx: ProviderContext, out: ProviderError) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(languageOf(ctx.oidc?.params), issuerUrl.origin, out);
    },
  });
  provider.proxy = false;
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'development sign-in: provider error'));
  provider.on('error', (error) => app.log.error({ err: error }, 'development sign-in: provider error'));
  for (const event of ['authorization.error', 'grant.error', 'end_session.error', 'userinfo.error', 'jwks.error']) {
    provider.on(event, (_ctx, error) => {
      const { error: code, error_description: description } = (error ?? {}) as ProviderError;
      app.log.info({ event, error: code, description }, 'development sign-in: request refused');
    });
  }
  const handle = provider.callback();

  // Everything under /oidc that is not an interaction page belongs to oidc-provider. Its context has no
  // body parsers that read the stream, so oidc-provider parses POST bodies itself.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // oidc-provider's own pages (the sign-out confirmation) submit themselves with an inline script.
    const ownHeaders = { config: { ...openToAll.options.config, securityHeaders: false as const } };
    scope.all(`${PREFIX}/*`, ownHeaders, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? PREFIX;
      raw.originalUrl = url;
      raw.url = url.slice(PREFIX.length) || '/';
      await handle(raw, reply.raw);
    });
  });

  await registerInteractionPages(app, { db, provider, appOrigin: issuerUrl.origin, addGrantedScopes });
}
