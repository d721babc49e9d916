import type { Db } from '@koran-kids/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasControlCharacter } from '../../http-input.ts';
import { routeGuard } from '../../route-guard.ts';
import {
  createAccount,
  dummyHash,
  findAccountByEmail,
  MAX_EMAIL_LENGTH,
  validateSignup,
  verifyPassword,
} from './accounts.ts';
import { languageOf, t } from './language.ts';
import {
  type InteractionResult,
  type OidcGrant,
  type OidcInteraction,
  type OidcProvider,
  PREFIX,
  SessionNotFound,
} from './oidc.ts';
import {
  expiredPage,
  type LoginForm,
  loginPage,
  type SignupForm,
  sendPage,
  signupPage,
  withoutControlCharacters,
} from './pages.ts';

/** The sign-in and sign-up pages of the development provider, for everyone. */
const openToAll = routeGuard({ scope: 'public' });

type InteractionOptions = {
  db: Db;
  provider: OidcProvider;
  /** Where the "back to the app" links lead. */
  appOrigin: string;
  /** Gives a grant everything the app asks for (first party: no consent screen). */
  addGrantedScopes: (grant: OidcGrant) => void;
};

/** The interaction pages at /oidc/interaction/:uid: sign-in and sign-up, their forms and what a post does. */
export async function registerInteractionPages(app: FastifyInstance, options: InteractionOptions) {
  const { db, provider, appOrigin, addGrantedScopes } = options;
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
      await sendPage(reply, 400, expiredPage(language, appOrigin));
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
        return sendPage(reply, 400, expiredPage(languageOf(details.params), appOrigin));
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

    scope.get<Params>(`${PREFIX}/interaction/:uid`, openToAll.options, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      if (details.params.screen_hint === 'signup') return showSignup(reply, details);
      const loginHint = details.params.login_hint;
      return showLogin(reply, details, 200, { email: typeof loginHint === 'string' ? loginHint : '' });
    });

    scope.get<Params>(`${PREFIX}/interaction/:uid/login`, openToAll.options, async (request, reply) => {
      const details = await interactionOf(request, reply);
      return details ? showLogin(reply, details) : reply;
    });

    scope.get<Params>(`${PREFIX}/interaction/:uid/signup`, openToAll.options, async (request, reply) => {
      const details = await interactionOf(request, reply);
      return details ? showSignup(reply, details) : reply;
    });

    scope.post<FormPost>(`${PREFIX}/interaction/:uid/login`, openToAll.options, async (request, reply) => {
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

    scope.post<FormPost>(`${PREFIX}/interaction/:uid/signup`, openToAll.options, async (request, reply) => {
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

      const created = await createAccount(db, {
        email: form.email ?? '',
        password,
        givenName: form.givenName ?? '',
        familyName: form.familyName ?? '',
      });
      // Taken between the check and the insert (lower(email) is unique).
      if (!created) {
        return showSignup(reply, details, 400, { ...form, errors: { email: t(language, 'error-email-taken') } });
      }
      await finish(request, reply, { login: { accountId: created.id, amr: ['pwd'] } });
    });
  });
}
