import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type DatabaseOptions, openDatabase } from '@koran-kids/db';

/**
 * The e2e products' databases. Where PostgreSQL is installed (always in CI) the run starts a throwaway server, as
 * production runs: the demo import writes one database and every product starts on a copy of it (`create database …
 * template`), which took the servers' share of the machine down from PGlite's. Without it, each product's data folder
 * holds a copy of the demo's PGlite.
 */
export const DEMO_DATABASE = 'koran_kids_e2e_demo';

/** A product's database settings: its environment for the server, and how a check opens it afterwards. */
export type ProductDatabase = { environment: Record<string, string>; options: (dataDir: string) => DatabaseOptions };

/** The PGlite the server keeps in its data folder (apps/api/src/config.ts). */
const IN_THE_DATA_FOLDER: ProductDatabase = {
  environment: {},
  options: (dataDir) => ({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
};

const urlOf = (serverUrl: string, name: string) => serverUrl.replace(/\/postgres$/, `/${name}`);

/** A new database on the run's PostgreSQL (a copy of `template` when given), or the data folder's PGlite. */
export async function newDatabase(serverUrl: string | null, name: string, template?: string): Promise<ProductDatabase> {
  if (!serverUrl) return IN_THE_DATA_FOLDER;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  try {
    await admin.execute(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.close();
  }
  const url = urlOf(serverUrl, name);
  return { environment: { DATABASE_URL: url }, options: () => ({ kind: 'postgres', url }) };
}

/** A copy of the demo's database under a name no other file takes. */
export const copyOfDemoDatabase = (serverUrl: string | null) =>
  newDatabase(serverUrl, `koran_kids_e2e_${randomUUID().replaceAll('-', '')}`, DEMO_DATABASE);
