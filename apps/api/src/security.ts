import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './auth/sessions.ts';
import type { Config } from './config.ts';

/**
 * Security headers on every answer: a CSP without inline scripts (Mantine needs inline styles),
 * Vimeo as the only frame, no framing of the app, a strict referrer, HSTS behind HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const signInOrigin = new URL(config.oidc.issuer).origin;
  await app.register(helmet, {
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
  });
}

/** Signing in: per address; everything else: per session (families share addresses behind one router). */
const SIGN_IN_PATHS = /^\/(auth|oidc)\//;
const SIGN_IN_PER_MINUTE = 120;

/** Request limits per minute, answered with 429 and Retry-After. Pincode tries have their own lock in the database. */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  if (config.rateLimitPerMinute === 0) return;
  await app.register(rateLimit, {
    global: true,
    timeWindow: '1 minute',
    allowList: (request) =>
      request.url === '/healthz' ||
      request.url === '/readyz' ||
      (request.method === 'GET' && !SIGN_IN_PATHS.test(request.url)),
    keyGenerator: (request) =>
      SIGN_IN_PATHS.test(request.url)
        ? `sign-in:${request.ip}`
        : `session:${request.cookies?.[SESSION_COOKIE] ?? request.headers.authorization ?? request.ip}`,
    max: (request) => (SIGN_IN_PATHS.test(request.url) ? SIGN_IN_PER_MINUTE : config.rateLimitPerMinute),
  });
}
