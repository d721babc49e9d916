import { API_VERSION } from '@koran-kids/protocol';
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
  const [, kind, operationName] = /(query|mutation)\s+(\w+)/.exec(query) ?? [];
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'api-version': API_VERSION },
    body: JSON.stringify({ operationName, variables, ...operationOf(document) }),
    // A read on a network that only seems to be there gives up, so the page answers from the device or says it
    // needs the internet; a change is left to finish (whether it arrived could not be told).
    ...(kind === 'query' && { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }),
  }).catch(() => {
    throw new OfflineError();
  });
  if (response.status === 401) throw new UnauthenticatedError();
  // Not the server's answer (a hotspot's login page, a proxy's error): the server was not reached.
  if (!response.headers.get('content-type')?.includes('json')) throw new OfflineError();
  const body = (await response.json()) as GraphqlResponse<TResult>;
  const [error] = body.errors ?? [];
  if (error) throw new ApiError(String(error.extensions?.code ?? 'INTERNAL'), error.message, error.extensions ?? {});
  if (!body.data) throw new ApiError('INTERNAL', 'empty answer', {});
  return body.data;
}
