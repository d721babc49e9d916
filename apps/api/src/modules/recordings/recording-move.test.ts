import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@koran-kids/db';
import { createBlankDatabase, testEngines } from '@koran-kids/db/testing';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildServer } from '../../server.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../../../packages/db/migrations', import.meta.url));
/** The last migration of the installations that kept recordings in the database. */
const BEFORE_FILES = '0014_announcement_show_until';
const SOUND = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(3000, 4)]);

const folders: string[] = [];
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const temporaryFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-move-'));
  folders.push(folder);
  return folder;
};

/** A database as an installation had it before recordings were files: the migrations up to 0014. */
async function databaseBeforeFiles(engine: 'pglite' | 'postgres') {
  const database = await createBlankDatabase(engine);
  opened.push(database);
  const migrations = temporaryFolder();
  cpSync(MIGRATIONS, migrations, { recursive: true });
  const journalFile = join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE_FILES);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrations });
  } else {
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder: migrations });
  }
  return database;
}

describe('recordings sent before they were files', () => {
  it.each(testEngines())(
    'move from the database to the file storage at the first start on %s, none lost',
    async (engine) => {
      const database = await databaseBeforeFiles(engine);
      const [child, recording] = ['7c0e4b9e-1f7a-4c55-9a43-1d5b0f7e2a01', '0b8f3f4e-5d2c-4a7e-8f10-2c3d4e5f6a7b'];
      await database.db.transaction(async (tx) => {
        // The recording alone: its child's family does not matter to the move.
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`insert into recordings (id, users_child_id, surah_number, ayah_from, ayah_to, content_type, duration_ms, audio)
              values (${recording}, ${child}, 1, 1, 1, 'audio/webm', 2500, decode(${SOUND.toString('hex')}, 'hex'))`,
        );
      });

      await database.migrate();
      const columns = await database.execute(
        `select column_name from information_schema.columns where table_name = 'recordings' and data_type = 'bytea'`,
      );
      expect(columns.rows).toEqual([]);

      const dataDir = temporaryFolder();
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web') });
      const server = await buildServer({ config, db: database.db, logger: pino({ level: 'silent' }) });
      await server.app.ready();
      await server.app.close();

      const key = `recordings/${child}/${recording}.webm`;
      expect((await database.execute('select storage_key, size_bytes from recordings')).rows).toEqual([
        { storage_key: key, size_bytes: SOUND.length },
      ]);
      expect(readFileSync(join(config.filesDir, key)).equals(SOUND)).toBe(true);
      const holding = await database.execute(`select to_regclass('recordings_awaiting_move') as holding`);
      expect(holding.rows).toEqual([{ holding: null }]);
    },
    // Two migration runs of a fresh database: PGlite on a busy machine needs more than the default.
    120_000,
  );
});
