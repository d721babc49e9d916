import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '@koran-kids/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config.ts';
import { sessionOf } from './family/viewer.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route's own pages set their headers (the development provider's, with an inline script). */
    securityHeaders?: false;
  }
}

/**
 * Security headers on every answer: a CSP without inline scripts (Mantine needs inline styles),
 * Vimeo as the only frame, no framing of the app, a strict referrer, HSTS behind HTTPS. Helmet's headers depend on
 * nothing of the request: built once here, not for every request as @fastify/helmet did (3 % of a busy server).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = headersOf(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
}

/** What helmet's middleware would set on an answer. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, () => undefined);
  return headers;
}

function helmetOptions(config: Config): HelmetOptions {
  const signInOrigin = new URL(config.oidc.issuer).origin;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", signInOrigin],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

const SIGN_IN_PATHS = /^\/(auth|oidc)\//;
/** An administrator's resumable uploads (modules/authoring/content-uploads-route.ts): thousands of files in one go. */
const UPLOAD_PATHS = /^\/staff\/content\/uploads(\/|\?|$)/;

/** Health checks and downloads (GET outside sign-in) are not counted. */
const isUncounted = (request: FastifyRequest) =>
  request.url === '/healthz' ||
  request.url === '/readyz' ||
  (request.method === 'GET' && !SIGN_IN_PATHS.test(request.url));

/**
 * Whose requests count together: signing in per address; a signed-in browser per session (families share an
 * address behind one router); anything else, a made-up cookie included, per address. Reading the session here
 * costs nothing extra: the route uses the same read.
 */
async function rateLimitKey(request: FastifyRequest, db: Db): Promise<string> {
  if (isUncounted(request)) return 'uncounted';
  if (SIGN_IN_PATHS.test(request.url)) return `sign-in:${request.ip}`;
  const signedIn = await sessionOf(request, db);
  if (!signedIn) return `address:${request.ip}`;
  return `${UPLOAD_PATHS.test(request.url) ? 'uploads:' : ''}session:${signedIn.session.idHash}`;
}

/**
 * Request limits per minute, answered with 429 and Retry-After, counted in PostgreSQL so that every copy of the
 * server sees the same counters (rate-limit-store.ts). Pincode tries have their own lock in the database.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, db: Db) {
  if (config.rateLimitPerMinute === 0) return;
  const counters = postgresRateLimitStore(db);
  app.addHook('onClose', counters.flush);
  await app.register(rateLimit, {
    global: true,
    timeWindow: '1 minute',
    store: counters.Store,
    allowList: isUncounted,
    keyGenerator: (request) => rateLimitKey(request, db),
    max: (request) => {
      if (SIGN_IN_PATHS.test(request.url)) return config.signInRequestsPerMinute;
      return UPLOAD_PATHS.test(request.url) ? config.uploadRequestsPerMinute : config.rateLimitPerMinute;
    },
  });
}
