/**
 * Adds the web app's current GraphQL documents (codegen's persisted-documents.json) to the server's list of every
 * released document (apps/api/released-documents.json). `--check` fails where one is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const CURRENT = new URL('../apps/web/src/gql/persisted-documents.json', import.meta.url);
const RELEASED = new URL('../apps/api/released-documents.json', import.meta.url);

const read = (path: URL): Record<string, string> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

const current = read(CURRENT);
const released = read(RELEASED);
const missing = Object.keys(current).filter((hash) => !(hash in released));
if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(`${missing.length} document(s) not in apps/api/released-documents.json: run npm run schema`);
    process.exit(1);
  }
} else if (missing.length > 0) {
  const all = { ...released, ...current };
  const sorted = Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((hash) => [hash, all[hash]]),
  );
  writeFileSync(RELEASED, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`apps/api/released-documents.json: ${missing.length} document(s) added`);
}
