import { generateKeyPair, type KeyObject, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { hashDevPassword } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import { devAccounts } from '@koran-kids/db/schema';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type Resources, translate } from '@koran-kids/i18n';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// @ts-expect-error oidc-provider ships no type declarations; the few shapes used here are typed below (OidcProvider…).
import Provider, { errors as providerErrors } from 'oidc-provider';
import { hasControlCharacter } from '../http-input.ts';

export type DevelopmentProviderOptions = {
  db: Db;
  /** e.g. 'http://localhost:3000/oidc' (the app's public URL + '/oidc'). */
  issuer: string;
  client: { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
  /** Resource indicator (and `aud`) of the JWT access tokens, e.g. 'http://localhost:3000/graphql'. */
  apiAudience: string;
  /** JSON file with the signing JWKS and the cookie keys; created with new random keys if missing, reused after. */
  keysFile: string;
};

/** Where the provider is mounted; the issuer's path must be this. */
const PREFIX = '/oidc';
const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'];
/** The API's resource scope: granted on the resource, never listed in `scopes` (see ARCHITECTURE, known snags). */
const API_SCOPE = 'api';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------------------------------------
// The parts of oidc-provider 9 used here (it has no type declarations of its own).

type OidcGrant = {
  accountId: string;
  clientId: string;
  addOIDCScope: (scope: string) => void;
  addResourceScope: (resource: string, scope: string) => void;
  save: () => Promise<string>;
};
type OidcGrantModel = {
  new (properties: { accountId: string; clientId: string }): OidcGrant;
  find: (id: string) => Promise<OidcGrant | undefined>;
};
type OidcInteraction = {
  uid: string;
  prompt: { name: string };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
};
type InteractionResult = { login: { accountId: string; amr?: string[] } } | { consent: { grantId: string } };
type OidcProvider = {
  proxy: boolean;
  Grant: OidcGrantModel;
  callback: () => (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  interactionDetails: (req: IncomingMessage, res: ServerResponse) => Promise<OidcInteraction>;
  interactionFinished: (
    req: IncomingMessage,
    res: ServerResponse,
    result: InteractionResult,
    options: { mergeWithLastSubmission: boolean },
  ) => Promise<void>;
  on: (event: string, listener: (...args: unknown[]) => void) => void;
};
/** The Koa context oidc-provider hands to its configuration functions. */
type ProviderContext = {
  type: string;
  body: unknown;
  oidc?: {
    params?: Record<string, unknown>;
    client?: { clientId: string };
    session: { accountId?: string; grantIdFor: (clientId: string) => string | undefined };
    result?: { consent?: { grantId?: string } };
    account?: { accountId: string };
  };
};
type ProviderError = { error?: string; error_description?: string; message?: string };

const OidcProviderClass = Provider as new (issuer: string, configuration: object) => OidcProvider;
const SessionNotFound = (providerErrors as { SessionNotFound: new (...args: never[]) => Error }).SessionNotFound;
const InvalidTarget = (providerErrors as { InvalidTarget: new (description?: string) => Error }).InvalidTarget;

// ---------------------------------------------------------------------------------------------

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
      profile: ['given_name', 'family_name', 'name'],
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
    scope.all(`${PREFIX}/*`, { helmet: false }, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? PREFIX;
      raw.originalUrl = url;
      raw.url = url.slice(PREFIX.length) || '/';
      await handle(raw, reply.raw);
    });
  });

  // The sign-in and sign-up pages.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    type Params = { Params: { uid: string } };
    type FormPost = { Params: { uid: string }; Body: Record<string, string | undefined> };

    /** The interaction of this request, or null after answering with the "expired" page. */
    const interactionOf = async (request: FastifyRequest<Params>, reply: FastifyReply) => {
      let details: OidcInteraction | null = null;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch (error) {
        if (!(error instanceof SessionNotFound)) throw error;
      }
      if (details?.uid === request.params.uid) return details;
      const language = languageOf(request.query as Record<string, unknown>);
      await sendPage(reply, 400, expiredPage(language, issuerUrl.origin));
      return null;
    };

    const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResult) => {
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    };

    /** A consent prompt cannot normally happen (see loadExistingGrant); if it does, it is granted at once. */
    const finishConsent = async (request: FastifyRequest, reply: FastifyReply, details: OidcInteraction) => {
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id;
      if (!accountId || typeof clientId !== 'string') {
        return sendPage(reply, 400, expiredPage(languageOf(details.params), issuerUrl.origin));
      }
      const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const grant = existing ?? new provider.Grant({ accountId, clientId });
      addGrantedScopes(grant);
      await finish(request, reply, { consent: { grantId: await grant.save() } });
    };

    const showLogin = (reply: FastifyReply, details: OidcInteraction, status = 200, form: LoginForm = {}) =>
      sendPage(reply, status, loginPage(languageOf(details.params), details.uid, form));
    const showSignup = (reply: FastifyReply, details: OidcInteraction, status = 200, form: SignupForm = {}) =>
      sendPage(reply, status, signupPage(languageOf(details.params), details.uid, form));

    scope.get<Params>(`${PREFIX}/interaction/:uid`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      if (details.params.screen_hint === 'signup') return showSignup(reply, details);
      const loginHint = details.params.login_hint;
      return showLogin(reply, details, 200, { email: typeof loginHint === 'string' ? loginHint : '' });
    });

    scope.get<Params>(`${PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      return details ? showLogin(reply, details) : reply;
    });

    scope.get<Params>(`${PREFIX}/interaction/:uid/signup`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      return details ? showSignup(reply, details) : reply;
    });

    scope.post<FormPost>(`${PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      const email = (request.body?.email ?? '').trim();
      const password = request.body?.password ?? '';
      if (!email || !password) return showLogin(reply, details, 400, { email, error: 'error-login-missing' });
      if (hasControlCharacter(email) || hasControlCharacter(password)) {
        return showLogin(reply, details, 400, {
          email: withoutControlCharacters(email),
          error: 'error-login-characters',
        });
      }
      const account = email.length <= MAX_EMAIL_LENGTH ? await findAccountByEmail(db, email) : undefined;
      // The hash is checked even for an unknown address, so the answer takes as long either way.
      const matches = await verifyPassword(password, account?.passwordHash ?? dummyHash());
      if (!account || !matches) return showLogin(reply, details, 400, { email, error: 'error-credentials' });
      await finish(request, reply, { login: { accountId: account.id, amr: ['pwd'] } });
    });

    scope.post<FormPost>(`${PREFIX}/interaction/:uid/signup`, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      const language = languageOf(details.params);
      const form: SignupForm = {
        givenName: (request.body?.given_name ?? '').trim(),
        familyName: (request.body?.family_name ?? '').trim(),
        email: (request.body?.email ?? '').trim(),
      };
      const password = request.body?.password ?? '';
      const errors = validateSignup(language, { ...form, password });
      if (!errors.email && (await findAccountByEmail(db, form.email ?? ''))) {
        errors.email = t(language, 'error-email-taken');
      }
      if (Object.keys(errors).length > 0) {
        const shownBack = {
          givenName: withoutControlCharacters(form.givenName ?? ''),
          familyName: withoutControlCharacters(form.familyName ?? ''),
          email: withoutControlCharacters(form.email ?? ''),
        };
        return showSignup(reply, details, 400, { ...shownBack, errors });
      }

      const [created] = await db
        .insert(devAccounts)
        .values({
          email: form.email ?? '',
          passwordHash: hashDevPassword(password),
          givenName: form.givenName ?? '',
          familyName: form.familyName ?? '',
        })
        .onConflictDoNothing()
        .returning({ id: devAccounts.id });
      // Taken between the check and the insert (lower(email) is unique).
      if (!created) {
        return showSignup(reply, details, 400, { ...form, errors: { email: t(language, 'error-email-taken') } });
      }
      await finish(request, reply, { login: { accountId: created.id, amr: ['pwd'] } });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Keys

type KeysFileContent = { jwks: { keys: JsonWebKey[] }; cookieKeys: string[] };

function isKeysFileContent(value: unknown): value is KeysFileContent {
  const candidate = value as Partial<KeysFileContent> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.jwks?.keys) &&
    candidate.jwks.keys.length > 0 &&
    Array.isArray(candidate.cookieKeys) &&
    candidate.cookieKeys.length > 0 &&
    candidate.cookieKeys.every((key) => typeof key === 'string' && key.length > 0)
  );
}

async function readKeys(path: string): Promise<KeysFileContent | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isKeysFileContent(parsed)) {
    throw new Error(`${path} is not a key file of the development sign-in; remove it to have new keys made`);
  }
  return parsed;
}

/** The provider's keys: read from the file, or made and written there (private to this user) on first start. */
async function loadOrCreateKeys(path: string): Promise<KeysFileContent> {
  const existing = await readKeys(path);
  if (existing) return existing;
  const privateKey = await new Promise<KeyObject>((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, key) => (error ? reject(error) : resolve(key))),
  );
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const content: KeysFileContent = {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another copy starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readKeys(path);
    if (written) return written;
    throw error;
  }
  return content;
}

// ---------------------------------------------------------------------------------------------
// Accounts

const accountColumns = {
  id: devAccounts.id,
  email: devAccounts.email,
  passwordHash: devAccounts.passwordHash,
  givenName: devAccounts.givenName,
  familyName: devAccounts.familyName,
};

async function findAccountById(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  const [account] = await db.select(accountColumns).from(devAccounts).where(eq(devAccounts.id, id));
  return account;
}

async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db
    .select(accountColumns)
    .from(devAccounts)
    .where(sql`lower(${devAccounts.email}) = lower(${email})`)
    .limit(1);
  return account;
}

function scryptAsync(password: string, salt: Buffer, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Checks a password against `scrypt$<salt hex>$<hash hex>` as written by hashDevPassword. */
async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex || rest.length > 0) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

let dummy: string | null = null;
const dummyHash = () => {
  dummy ??= hashDevPassword(randomBytes(16).toString('hex'));
  return dummy;
};

type SignupErrors = Partial<Record<'givenName' | 'familyName' | 'email' | 'password', string>>;

function validateSignup(
  language: Language,
  input: { givenName?: string; familyName?: string; email?: string; password: string },
): SignupErrors {
  const errors: SignupErrors = {};
  const tooLong = (label: SigninKey, max: number) =>
    t(language, 'error-too-long', { name: t(language, label), max: String(max) });
  const givenName = input.givenName ?? '';
  const familyName = input.familyName ?? '';
  const email = input.email ?? '';
  const characters = (label: SigninKey) => t(language, 'error-characters', { name: t(language, label) });
  if (!givenName) errors.givenName = t(language, 'error-given-name-missing');
  else if ([...givenName].length > MAX_NAME_LENGTH) errors.givenName = tooLong('given-name-label', MAX_NAME_LENGTH);
  else if (hasControlCharacter(givenName)) errors.givenName = characters('given-name-label');
  if (!familyName) errors.familyName = t(language, 'error-family-name-missing');
  else if ([...familyName].length > MAX_NAME_LENGTH) errors.familyName = tooLong('family-name-label', MAX_NAME_LENGTH);
  else if (hasControlCharacter(familyName)) errors.familyName = characters('family-name-label');
  if (hasControlCharacter(email)) errors.email = characters('email-label');
  else if (!/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = t(language, 'error-email-invalid');
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = tooLong('email-label', MAX_EMAIL_LENGTH);
  const passwordLength = [...input.password].length;
  if (passwordLength < MIN_PASSWORD_LENGTH) errors.password = t(language, 'error-password-short');
  else if (passwordLength > MAX_PASSWORD_LENGTH) errors.password = tooLong('password-label', MAX_PASSWORD_LENGTH);
  else if (hasControlCharacter(input.password)) errors.password = characters('password-label');
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Pages

type SigninKey = keyof Resources['signin'];
const t = (language: Language, key: SigninKey, values?: Record<string, string>) =>
  translate(language, 'signin', key, values);

/** The first supported language of `ui_locales` ("en", "en-GB nl", …); Dutch otherwise. */
function languageOf(params: Record<string, unknown> | undefined): Language {
  const locales = params?.ui_locales;
  if (typeof locales !== 'string') return DEFAULT_LANGUAGE;
  for (const tag of locales.split(/\s+/)) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** What a page shows back of a refused field: never the control characters themselves. */
const withoutControlCharacters = (text: string) => text.replace(/\p{Cc}/gu, '');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:1rem 0}
.note{background:#fff4ce;border:1px solid #c9a400;border-radius:.5rem;padding:.5rem .75rem;font-size:.9rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #52606d;border-radius:.375rem;background:#fff;color:inherit}
input[aria-invalid="true"]{border:2px solid #b00020}
.hint{margin:.25rem 0 0;font-size:.9rem;color:#52606d}
.error{margin:.25rem 0 0;color:#b00020;font-weight:600}
.alert{border:2px solid #b00020;border-radius:.5rem;background:#fff;padding:.5rem .75rem;margin:0 0 1rem}
.alert p,.alert ul{margin:.25rem 0}
button{width:100%;font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:.375rem;background:#0b5fbf;color:#fff;cursor:pointer}
button:hover{background:#094c99}
a{color:#0b5fbf}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #cbd2d9;padding:.5rem}
`;

function layout(language: Language, title: string, body: string, extraHead = '') {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const developmentNote = (language: Language) => `<p class="note">${escapeHtml(t(language, 'development-note'))}</p>`;

type Field = {
  id: string;
  name: string;
  type: string;
  label: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  minLength?: number;
  autofocus?: boolean;
};

function field(input: Field) {
  const described = [input.hint ? `${input.id}-hint` : '', input.error ? `${input.id}-error` : ''].filter(Boolean);
  const attributes = [
    `id="${input.id}"`,
    `name="${input.name}"`,
    `type="${input.type}"`,
    `autocomplete="${input.autocomplete}"`,
    'required',
    input.type === 'email' ? 'inputmode="email" autocapitalize="none" spellcheck="false"' : '',
    input.minLength ? `minlength="${input.minLength}"` : '',
    input.value !== undefined ? `value="${escapeHtml(input.value)}"` : '',
    input.error ? 'aria-invalid="true"' : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
    input.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  const hint = input.hint ? `<p class="hint" id="${input.id}-hint">${escapeHtml(input.hint)}</p>` : '';
  const error = input.error ? `<p class="error" id="${input.id}-error">${escapeHtml(input.error)}</p>` : '';
  return `<div class="field">
<label for="${input.id}">${escapeHtml(input.label)}</label>
<input ${attributes.join(' ')}>${hint}${error}
</div>`;
}

type LoginForm = { email?: string; error?: SigninKey };

function loginPage(language: Language, uid: string, form: LoginForm) {
  const base = `${PREFIX}/interaction/${encodeURIComponent(uid)}`;
  const alert = form.error
    ? `<div class="alert" role="alert"><p id="login-error">${escapeHtml(t(language, form.error))}</p></div>`
    : '';
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'login-heading'))}</h1>
${alert}
<form method="post" action="${base}/login"${form.error ? ' aria-describedby="login-error"' : ''}>
${field({ id: 'email', name: 'email', type: 'email', autocomplete: 'username', label: t(language, 'email-label'), value: form.email ?? '', autofocus: !form.email })}
${field({ id: 'password', name: 'password', type: 'password', autocomplete: 'current-password', label: t(language, 'password-label'), autofocus: Boolean(form.email) })}
<button type="submit">${escapeHtml(t(language, 'login-button'))}</button>
</form>
<p><a href="${base}/signup">${escapeHtml(t(language, 'to-signup'))}</a></p>`;
  return layout(language, t(language, 'page-title'), body);
}

type SignupForm = { givenName?: string; familyName?: string; email?: string; errors?: SignupErrors };

function signupPage(language: Language, uid: string, form: SignupForm) {
  const base = `${PREFIX}/interaction/${encodeURIComponent(uid)}`;
  const errors = form.errors ?? {};
  const fields = [
    { key: 'givenName', id: 'given-name' },
    { key: 'familyName', id: 'family-name' },
    { key: 'email', id: 'email' },
    { key: 'password', id: 'password' },
  ] as const;
  const problems = fields.filter(({ key }) => errors[key]);
  const firstProblem = problems[0]?.key ?? 'givenName';
  const alert = problems.length
    ? `<div class="alert" role="alert">
<p>${escapeHtml(t(language, 'errors-heading'))}</p>
<ul>${problems.map(({ key, id }) => `<li><a href="#${id}">${escapeHtml(errors[key] ?? '')}</a></li>`).join('')}</ul>
</div>`
    : '';
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'signup-heading'))}</h1>
${alert}
<form method="post" action="${base}/signup">
${field({ id: 'given-name', name: 'given_name', type: 'text', autocomplete: 'given-name', label: t(language, 'given-name-label'), value: form.givenName ?? '', error: errors.givenName, autofocus: firstProblem === 'givenName' })}
${field({ id: 'family-name', name: 'family_name', type: 'text', autocomplete: 'family-name', label: t(language, 'family-name-label'), value: form.familyName ?? '', error: errors.familyName, autofocus: firstProblem === 'familyName' })}
${field({ id: 'email', name: 'email', type: 'email', autocomplete: 'username', label: t(language, 'email-label'), value: form.email ?? '', error: errors.email, autofocus: firstProblem === 'email' })}
${field({ id: 'password', name: 'password', type: 'password', autocomplete: 'new-password', label: t(language, 'new-password-label'), hint: t(language, 'password-hint'), minLength: MIN_PASSWORD_LENGTH, error: errors.password, autofocus: firstProblem === 'password' })}
<button type="submit">${escapeHtml(t(language, 'signup-button'))}</button>
</form>
<p><a href="${base}/login">${escapeHtml(t(language, 'to-login'))}</a></p>`;
  return layout(language, t(language, 'signup-page-title'), body);
}

function expiredPage(language: Language, appOrigin: string) {
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'expired-title'))}</h1>
<p>${escapeHtml(t(language, 'expired-text'))}</p>
<p><a href="${escapeHtml(`${appOrigin}/`)}">${escapeHtml(t(language, 'back-to-app'))}</a></p>`;
  return layout(language, t(language, 'expired-title'), body);
}

function providerErrorPage(language: Language, appOrigin: string, out: ProviderError) {
  // Only the OAuth error code: a description may quote the request (the refused origin, say); both are logged.
  const details = typeof out.error === 'string' && /^[a-z_]+$/.test(out.error) ? out.error : '';
  const body = `${developmentNote(language)}
<h1>${escapeHtml(t(language, 'error-title'))}</h1>
<p>${escapeHtml(t(language, 'error-text'))}</p>
${details ? `<pre>${escapeHtml(details)}</pre>` : ''}
<p><a href="${escapeHtml(`${appOrigin}/`)}">${escapeHtml(t(language, 'back-to-app'))}</a></p>`;
  return layout(language, t(language, 'error-title'), body);
}

/**
 * The end-session confirmation, sent on at once: `form` is oidc-provider's own form (its action and xsrf
 * value); `logout=yes` ends the whole provider session. The button is there for browsers without script.
 */
function logoutPage(language: Language, form: string) {
  const autoSubmitting = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button type="submit">${escapeHtml(t(language, 'logout-button'))}</button></form>`,
  );
  const body = `<h1>${escapeHtml(t(language, 'logout-title'))}</h1>
<p>${escapeHtml(t(language, 'logout-text'))}</p>
${autoSubmitting}
<script>document.getElementById('op.logoutForm').submit();</script>`;
  return layout(language, t(language, 'logout-title'), body);
}

function loggedOutPage(language: Language, appOrigin: string) {
  const body = `<h1>${escapeHtml(t(language, 'logged-out-title'))}</h1>
<p>${escapeHtml(t(language, 'logged-out-text'))}</p>
<p><a href="${escapeHtml(`${appOrigin}/`)}">${escapeHtml(t(language, 'back-to-app'))}</a></p>`;
  return layout(language, t(language, 'logged-out-title'), body);
}
