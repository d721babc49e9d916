import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@koran-kids/protocol';
import { getOperationAST, parse } from 'graphql';
import { RELEASED_DOCUMENTS } from './released-documents.ts';

/** Any value outside a label's known set: a label's values stay few, whatever a client sends. */
export const OTHER = 'other';

/**
 * The web app's operations by hash, this release's and earlier ones' (a device not yet updated is counted by name
 * too), named once at start: the `operation` label's values.
 */
const namesByHash: ReadonlyMap<string, string> = new Map(
  Object.entries(JSON.parse(readFileSync(RELEASED_DOCUMENTS, 'utf8')) as Record<string, string>).flatMap(
    ([key, document]) => {
      const name = getOperationAST(parse(document))?.name?.value;
      return name ? [[key.replace(/^sha256:/, ''), name] as const] : [];
    },
  ),
);
const knownNames: ReadonlySet<string> = new Set(namesByHash.values());

type GraphqlBody = { operationName?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } };

/**
 * The operation of a /graphql request's parsed body, without reading its document: by the persisted hash (the built
 * app) or by `operationName` (development sends the text and the name); anything else, a made-up name too, is
 * "other".
 */
export function operationLabel(body: unknown): string {
  if (typeof body !== 'object' || body === null) return OTHER;
  const { operationName, extensions } = body as GraphqlBody;
  const hash = extensions?.persistedQuery?.sha256Hash;
  const byHash = typeof hash === 'string' ? namesByHash.get(hash) : undefined;
  if (byHash) return byHash;
  return typeof operationName === 'string' && knownNames.has(operationName) ? operationName : OTHER;
}

/** Codes the app answers (@koran-kids/protocol), and those of the GraphQL layer and of the HTTP edge. */
const KNOWN_CODES: ReadonlySet<string> = new Set([
  ...ERROR_CODES,
  'API_VERSION_UNSUPPORTED',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_IN_LIST',
  'PERSISTED_QUERY_ID_REQUIRED',
  'CANNOT_SEND_PQ_ID_AND_BODY',
]);

/** An error's code as a label: a known code, or "other" (an error without a code or with a code of its own). */
export const errorCodeLabel = (code: string) => (KNOWN_CODES.has(code) ? code : OTHER);

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : OTHER);

/**
 * A value per combination of up to four label values, made once: a request's look-up builds no key, no array and no
 * labels object (prom-client's own `labels()` would).
 */
export type LabelCache<Value> = (a: string, b: string, c: string, d?: string) => Value;

export function labelCache<Value>(make: (a: string, b: string, c: string, d: string) => Value): LabelCache<Value> {
  const root = new Map<string, Map<string, Map<string, Map<string, Value>>>>();
  return (a, b, c, d = '') => {
    const byD = levelOf(levelOf(levelOf(root, a), b), c);
    let value = byD.get(d);
    if (value === undefined) {
      value = make(a, b, c, d);
      byD.set(d, value);
    }
    return value;
  };
}

function levelOf<Inner>(map: Map<string, Map<string, Inner>>, key: string): Map<string, Inner> {
  let level = map.get(key);
  if (!level) {
    level = new Map();
    map.set(key, level);
  }
  return level;
}
