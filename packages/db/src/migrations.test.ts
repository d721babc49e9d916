import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { createBlankDatabase, type Engine, testEngines } from './testing.ts';

/** Tables, views and columns as PostgreSQL describes them, in a stable order. */
async function describeSchema(database: Database) {
  const { rows } = await database.execute(`
    select c.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable, c.column_default
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public'
     order by c.table_name, c.column_name`);
  const { rows: constraints } = await database.execute(`
    select conrelid::regclass::text as table_name, conname, contype, pg_get_constraintdef(oid) as definition
      from pg_constraint
     where connamespace = 'public'::regnamespace and contype <> 'n' -- PostgreSQL 17 (PGlite) lists NOT NULL here too
     order by conname`);
  return { columns: rows, constraints };
}

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function migratedBlank(engine: Engine) {
  const database = await createBlankDatabase(engine);
  opened.push(database);
  await database.migrate();
  return database;
}

describe('migrations', () => {
  it.each(testEngines())('apply on an empty %s database and a second run changes nothing', async (engine) => {
    const database = await migratedBlank(engine);
    const first = await describeSchema(database);
    await database.migrate();
    expect(await describeSchema(database)).toEqual(first);
    const tables = new Set(first.columns.map((row) => row.table_name));
    for (const table of ['users_children', 'user_lesson_progresses', 'friends_view', 'friend_requests_view', 'stars']) {
      expect(tables).toContain(table);
    }
  });

  it.skipIf(testEngines().length < 2)(
    'end with the same tables, columns and constraints on PGlite and PostgreSQL',
    async () => {
      const [pglite, postgres] = await Promise.all([migratedBlank('pglite'), migratedBlank('postgres')]);
      const [onPglite, onPostgres] = await Promise.all([describeSchema(pglite), describeSchema(postgres)]);
      expect(onPglite.columns.length).toBeGreaterThan(150);
      expect(onPglite).toEqual(onPostgres);
    },
  );
});
