import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase, type QueryListener } from './index.ts';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; a real PostgreSQL too where the test setup could start one. */
export function testEngines(): Engine[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A database of its own on the throwaway server, copied from `template` when given; `close` drops it. */
async function createPostgresDatabase(
  template: string | null,
  onQuery?: QueryListener,
): Promise<Database & { url: string }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) throw new Error('no PostgreSQL for tests on this machine');
  const name = `koran_kids_test_${randomBytes(6).toString('hex')}`;
  const serverUrl = new URL(templateUrl);
  const urlOf = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const admin = await openDatabase({ kind: 'postgres', url: urlOf('postgres'), poolSize: 1 });
  await admin.execute(`create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ kind: 'postgres', url: urlOf(name), poolSize: 5, onQuery });
  return {
    ...database,
    url: urlOf(name),
    close: async () => {
      await database.close();
      await admin.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A PGlite database in memory, copied from a dump the test setup made once for the run. */
async function loadPglite(dump: string, onQuery?: QueryListener): Promise<Database> {
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(dump)]), onQuery });
}

/** A fresh, migrated, empty database of its own (a copy of one migrated once per run); `close` removes it. */
export async function createTestDatabase(engine: Engine, onQuery?: QueryListener): Promise<Database> {
  if (engine === 'postgres') {
    const templateUrl = inject('postgresTemplateUrl') ?? '';
    return createPostgresDatabase(new URL(templateUrl).pathname.slice(1), onQuery);
  }
  return loadPglite(inject('demoCopies').pgliteMigrated, onQuery);
}

/**
 * A database of its own with the demo course and families, copied from one imported once per run; its files are
 * in the folder `demoFilesFolder()` names. `close` removes it.
 */
export async function createDemoDatabase(engine: Engine, onQuery?: QueryListener): Promise<Database> {
  if (engine === 'postgres') return createPostgresDatabase(inject('postgresDemoTemplate'), onQuery);
  return loadPglite(inject('demoCopies').pgliteDemo, onQuery);
}

/** Where the demo course's files are, as its import stored them (keys are paths below it). */
export const demoFilesFolder = () => inject('demoCopies').demoFiles;

/**
 * A new folder for a test's files, inside the run's own: it goes when the whole run has ended, not when the test
 * closes its server, since a write the server started can still be on its way then (tus makes its staging folder
 * in a callback nobody waits for, and found the folder being removed under it).
 */
export const newTestFolder = (prefix: string) => mkdtempSync(join(inject('runFolder'), prefix));

/** An empty database with no migrations applied. */
export async function createBlankDatabase(engine: Engine): Promise<Database> {
  return engine === 'postgres' ? createPostgresDatabase(null) : openDatabase({ kind: 'pglite' });
}

/** A PostgreSQL database with the demo course and families and its address, for several server copies to share. */
export const createDemoPostgresDatabase = () => createPostgresDatabase(inject('postgresDemoTemplate'));

/** An empty PostgreSQL database with its address, for several server copies to share. */
export const createBlankPostgresDatabase = () => createPostgresDatabase(null);
