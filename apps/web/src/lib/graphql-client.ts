import { API_VERSION, operationIn } from '@koran-kids/protocol';
import type { TypedDocumentString } from '../gql/graphql.ts';

/** The server answered 401: the session is gone, so the app signs out. */
export class UnauthenticatedError extends Error {
  constructor() {
    super('not signed in');
    this.name = 'UnauthenticatedError';
  }
}

/** An expected failure with the server's stable code (see apps/api/src/errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server no longer runs what this app sends (a release since: an unknown document or API version): nothing was
 * done, and this app must update before it asks again.
 */
export class OutOfDateError extends ApiError {
  constructor(code: string, message: string) {
    super(code, message, {});
    this.name = 'OutOfDateError';
  }
}

const OUT_OF_DATE_CODES = new Set([
  'PERSISTED_QUERY_NOT_IN_LIST',
  'API_VERSION_UNSUPPORTED',
  'GRAPHQL_VALIDATION_FAILED',
]);

function apiErrorOf({ message, extensions = {} }: { message: string; extensions?: Record<string, unknown> }) {
  const code = String(extensions.code ?? 'INTERNAL');
  return OUT_OF_DATE_CODES.has(code) ? new OutOfDateError(code, message) : new ApiError(code, message, extensions);
}

/** What a busy answer without a usable Retry-After waits, and the longest any may ask for. */
const DEFAULT_RETRY_AFTER_MS = 5000;
const LONGEST_RETRY_AFTER_MS = 60_000;

/**
 * The server is too busy, or cannot reach its database, right now (503): it did not do the work, and asking again
 * after `retryAfterMs` may well succeed.
 */
export class BusyError extends ApiError {
  constructor(readonly retryAfterMs: number) {
    super('SERVER_BUSY', 'the server is busy', {});
    this.name = 'BusyError';
  }
}

/** Retry-After in seconds as the server sends it; an absent or odd value waits the default. */
export function retryAfterMsOf(header: string | null): number {
  const seconds = Number(header ?? Number.NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(seconds * 1000, LONGEST_RETRY_AFTER_MS);
}

/** The request never reached the server: the device is offline (or the server cannot be reached). */
export class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

const READ_TIMEOUT_MS = 20_000;

type GraphqlResponse<TResult> = {
  data?: TResult | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/**
 * The built app sends only the operation's hash: in production the server runs nothing else
 * (persisted operations, from codegen's manifest). Development sends the text, so edits work at once.
 */
function operationOf(document: { __meta__?: Record<string, unknown> }) {
  const hash = document.__meta__?.hash;
  if (!import.meta.env.PROD || typeof hash !== 'string') return { query: document.toString() };
  return { extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace(/^sha256:/, '') } } };
}

/** Sends one named operation; the session cookie goes along, tokens never reach the browser. */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const query = document.toString();
  const operation = operationIn(query);
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'api-version': API_VERSION },
    body: JSON.stringify({ operationName: operation?.name, variables, ...operationOf(document) }),
    // A read on a network that only seems to be there gives up, so the page answers from the device or says it
    // needs the internet; a change is left to finish (whether it arrived could not be told).
    ...(operation?.kind === 'query' && { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }),
  }).catch(() => {
    throw new OfflineError();
  });
  if (response.status === 401) throw new UnauthenticatedError();
  // Also a proxy's own 503 page: the server cannot answer now, but will.
  if (response.status === 503) throw new BusyError(retryAfterMsOf(response.headers.get('retry-after')));
  // Not the server's answer (a hotspot's login page, a proxy's error): the server was not reached.
  if (!response.headers.get('content-type')?.includes('json')) throw new OfflineError();
  const body = (await response.json()) as GraphqlResponse<TResult>;
  const [error] = body.errors ?? [];
  if (error) throw apiErrorOf(error);
  if (!body.data) throw new ApiError('INTERNAL', 'empty answer', {});
  return body.data;
}
