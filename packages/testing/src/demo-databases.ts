/**
 * The databases every API test starts from, built once per run (docs/decisions.md, "The demo database built once
 * per run"): creating a PGlite database (its initdb) and importing the demo course took most of each test file's
 * time. Test files copy these instead (`@koran-kids/db/testing`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, fileStorageFor, importContentPack } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';

/** Where the copies are: PGlite data-dir dumps, the demo course's stored files. */
export type DemoCopies = { pgliteMigrated: string; pgliteDemo: string; demoFiles: string };

/** The name of the PostgreSQL template database with the demo course and families imported. */
export const DEMO_TEMPLATE_DATABASE = 'koran_kids_demo';

/** What this needs of PGlite (`@koran-kids/db` opens it). */
type Dumpable = { dumpDataDir(compression: 'none'): Promise<Blob> };

async function dumpTo(client: Dumpable, file: string) {
  writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/** A migrated PGlite database dumped to a file, then with the demo course imported dumped to another. */
export async function buildPgliteCopies(folder: string): Promise<DemoCopies> {
  const copies: DemoCopies = {
    pgliteMigrated: join(folder, 'migrated.tar'),
    pgliteDemo: join(folder, 'demo.tar'),
    demoFiles: join(folder, 'files'),
  };
  mkdirSync(copies.demoFiles, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: Dumpable }).$client;
    await dumpTo(client, copies.pgliteMigrated);
    await importContentPack(database.db, fileStorageFor(null, copies.demoFiles), DEMO_PACK_FOLDER);
    await dumpTo(client, copies.pgliteDemo);
  } finally {
    await database.close();
  }
  return copies;
}

/** Copies the migrated template database and imports the demo course into the copy, a template itself then. */
export async function buildPostgresDemoTemplate(serverUrl: string, migratedTemplate: string, demoFiles: string) {
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  await admin.execute(`create database ${DEMO_TEMPLATE_DATABASE} template ${migratedTemplate}`);
  await admin.close();
  const demo = await openDatabase({
    kind: 'postgres',
    url: serverUrl.replace(/\/postgres$/, `/${DEMO_TEMPLATE_DATABASE}`),
    poolSize: 1,
  });
  try {
    await importContentPack(demo.db, fileStorageFor(null, demoFiles), DEMO_PACK_FOLDER);
  } finally {
    await demo.close();
  }
}
