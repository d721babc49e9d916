import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every GraphQL document any release of the web app may still send, by SHA-256 (`npm run schema` adds the current
 * ones; nothing is taken out): a tablet keeps an earlier release's code, and its queued progress, until it updates.
 */
export const RELEASED_DOCUMENTS = new URL('../released-documents.json', import.meta.url);

type Manifest = Record<string, string>;

const readManifest = (path: URL | string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const withoutPrefix = (manifest: Manifest) =>
  Object.entries(manifest).map(([key, document]) => [key.replace(/^sha256:/, ''), document] as const);

/**
 * The operations the server runs in production, by hash: those of every earlier release and those of the web app it
 * serves (its build writes them beside it), so a release answers both the app it ships and the apps still on devices.
 */
export function persistedOperations(webDist: string): ReadonlyMap<string, string> {
  const served = join(webDist, 'persisted-documents.json');
  return new Map([
    ...withoutPrefix(readManifest(RELEASED_DOCUMENTS)),
    ...(existsSync(served) ? withoutPrefix(readManifest(served)) : []),
  ]);
}
