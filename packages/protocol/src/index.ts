/** What the web app and the API agree on over HTTP: the version header and the codes of expected failures. */

/** Sent by the web app as the `api-version` header; the API refuses any other (it is also the CSRF guard). */
export const API_VERSION = '3';

/** Stable codes of expected failures; the web app translates each (errors.<code> in common). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PARENT_AREA_REQUIRED',
  'SUBSCRIPTION_EXPIRED',
  'NOT_FOUND',
  'BAD_INPUT',
  'USERNAME_TAKEN',
  'PROFILE_LIMIT_REACHED',
  'PINCODE_REQUIRED',
  'PINCODE_WRONG',
  'PINCODE_LOCKED',
  'LESSON_LOCKED',
  'LESSON_NOT_READY',
  'ALREADY_REQUESTED',
  'FRIENDS_CLOSED',
  'ALREADY_SENT',
  'FINAL_STEP_LOCKED',
  'FINAL_TEST_INCOMPLETE',
  'FINAL_TEST_EARLY',
  'LESSON_STARTED',
  'NO_SHOP_ORDER',
  'FRESH_SIGN_IN_REQUIRED',
  'SERVER_BUSY',
  'API_VERSION_UNSUPPORTED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Addresses the server answers itself, never a page of the web app: the server's not-found handler and the
 * web app's service worker leave them to the server (as every address ending in a file's extension).
 */
export const SERVER_PATHS =
  /^\/(graphql|auth|oidc|files|certificates|exports|recordings|shop|webhooks|healthz|readyz|metrics|credits\.json|dev)(\/|$)/;

/**
 * The operation a GraphQL document defines, after any fragments it carries ("fragment … query getLessonPage …"):
 * what the web app sends as its name, and what the persisted documents are found by.
 */
export function operationIn(document: string): { kind: 'query' | 'mutation'; name: string } | null {
  const [, kind, name] = /(?:^|\s)(query|mutation)\s+(\w+)/.exec(document) ?? [];
  return kind && name ? { kind: kind as 'query' | 'mutation', name } : null;
}
