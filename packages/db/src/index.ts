import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { usernameKey } from '@koran-kids/input';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { usersChildren } from './schema.ts';

export * as schema from './schema.ts';
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Told every statement the app sends through Drizzle (tests count them). */
export type QueryListener = (query: string) => void;

export type DatabaseOptions = (
  | /** A PostgreSQL server through node-postgres. */ { kind: 'postgres'; url: string; poolSize?: number }
  | /** PGlite kept in a folder, or in memory when `dataDir` is omitted. */ { kind: 'pglite'; dataDir?: string }
) & { onQuery?: QueryListener };

export type Database = {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** Applies the migrations not yet applied; safe to run from several copies at once. */
  migrate: () => Promise<void>;
  /** Runs one plain SQL statement (tools and tests; the app goes through Drizzle). */
  execute: (statement: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** Any number, the same in every copy: copies starting together migrate one after the other. */
const MIGRATION_LOCK = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that the server closes is dropped from the pool; the next query gets a new one.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: loggerFor(options.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePostgres(pool);
        await fillUsernameKeys(db);
      },
      execute: (statement, params) => pool.query(statement, params),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: loggerFor(options.onQuery) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await fillUsernameKeys(db as unknown as Db);
    },
    execute: async (statement, params) => client.query<Record<string, unknown>>(statement, params),
    close: () => client.close(),
  };
}

const loggerFor = (onQuery: QueryListener | undefined) => (onQuery ? { logQuery: onQuery } : false);

async function migratePostgres(pool: pg.Pool): Promise<void> {
  // The advisory lock belongs to one connection, so lock, migrate and unlock on the same one.
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    connection.release();
  }
}

/**
 * Gives profiles from before usernames had a look-alike key their key. Of two look-alikes that existed before, the
 * older keeps the key; the other stays as it is (no child loses its username), and no new look-alike of either can
 * be made.
 */
async function fillUsernameKeys(db: Db) {
  const unkeyed = await db
    .select({ id: usersChildren.id, username: usersChildren.username })
    .from(usersChildren)
    .where(isNull(usersChildren.usernameKey))
    .orderBy(asc(usersChildren.createdAt));
  for (const child of unkeyed) {
    await db
      .update(usersChildren)
      .set({ usernameKey: usernameKey(child.username) })
      .where(
        and(
          eq(usersChildren.id, child.id),
          sql`not exists (select 1 from ${usersChildren} other where other.username_key = ${usernameKey(child.username)})`,
        ),
      );
  }
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a plain SQL statement run through Drizzle (views with more columns than declared, catalogue reads). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers answer plain SQL with `{ rows }`; Drizzle types the shared result as unknown.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const statementNames = new Set<string>();

/**
 * A hot statement built by Drizzle once per database (or once per transaction, when given one) instead of on every
 * call, and sent as a named statement, so that PostgreSQL parses and plans it once per connection. Its values are
 * `sql.placeholder(…)`s. Each name is one statement: node-postgres refuses a name that a connection knows with
 * other SQL, and would do so only on the connections that met both, so a second use of a name fails at once.
 */
export function preparedStatement<Prepared>(name: string, build: (db: Db | Tx) => { prepare(name: string): Prepared }) {
  if (statementNames.has(name)) throw new Error(`a prepared statement is already named ${name}`);
  statementNames.add(name);
  const perDatabase = new WeakMap<Db | Tx, Prepared>();
  return (db: Db | Tx): Prepared => {
    let prepared = perDatabase.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      perDatabase.set(db, prepared);
    }
    return prepared;
  };
}
