import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/** How long the app's database work may wait or run; a tool's or a migration's work has no limit. */
export type DatabaseTimeouts = {
  /** The longest wait for a connection: a new one, or a free one of the pool. */
  connectMs: number;
  /** The longest a statement may run (PostgreSQL cancels it). */
  statementMs: number;
  /** The longest a statement may wait for a lock held by another (PostgreSQL cancels it). */
  lockMs: number;
};

export type DatabaseOptions = (
  | /** A PostgreSQL server through node-postgres. */ {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      timeouts?: DatabaseTimeouts;
    }
  | /** PGlite kept in a folder, or in memory when `dataDir` is omitted; started from a `dumpDataDir` copy when given. */ {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
    }
) & { onQuery?: QueryListener };

export type Database = {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** Applies the migrations not yet applied; safe to run from several copies at once. */
  migrate: () => Promise<void>;
  /** Runs `work` on connections without the time limits: setting up a copy (the content import waits for another's). */
  withoutTimeouts: <Result>(work: (db: Db) => Promise<Result>) => Promise<Result>;
  /** Runs one plain SQL statement (tools and tests; the app goes through Drizzle). */
  execute: (statement: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** Any number, the same in every copy: copies starting together migrate one after the other. */
const MIGRATION_LOCK = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = poolFor(options.url, options.poolSize ?? 10, options.timeouts);
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: loggerFor(options.onQuery) }) as unknown as Db;
    // Kept open: a new connection on a busy server can take longer than the check may.
    const health = poolFor(options.url, 1, HEALTH_CHECK_TIMEOUTS, { idleTimeoutMillis: 0 });
    healthChecks.set(db, () => health.query('select 1').then(() => undefined));
    // The job queue's own connections, without time limits: two copies setting it up at once wait for each other.
    let jobPool: pg.Pool | null = null;
    sqlRunners.set(db, (text, values) => {
      jobPool ??= poolFor(options.url, 2);
      return jobPool.query(text, values);
    });
    poolFigures.set(db, () => ({
      size: pool.options.max,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    // Opened now: the first check should not pay for a new connection on a busy server.
    health.query('select 1').catch(() => undefined);
    return {
      db,
      kind: 'postgres',
      // Migrations wait for another copy's and may rewrite a big table: on connections without time limits.
      migrate: () =>
        withPool(poolFor(options.url, 1), async (setupPool) => {
          await migratePostgres(setupPool);
          await fillUsernameKeys(drizzlePg(setupPool, { schema, casing: 'snake_case' }) as unknown as Db);
        }),
      withoutTimeouts: (work) =>
        withPool(poolFor(options.url, 2), (setupPool) =>
          work(drizzlePg(setupPool, { schema, casing: 'snake_case' }) as unknown as Db),
        ),
      execute: (statement, params) => pool.query(statement, params),
      close: async () => void (await Promise.all([pool.end(), health.end(), jobPool?.end()])),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: loggerFor(options.onQuery) });
  // PGlite's `query` takes one statement with values, `exec` several without (a job queue's set-up script).
  sqlRunners.set(db as unknown as Db, async (text, values) =>
    values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
  );
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await fillUsernameKeys(db as unknown as Db);
    },
    withoutTimeouts: (work) => work(db as unknown as Db),
    execute: (statement, params) => client.query<Record<string, unknown>>(statement, params),
    close: () => client.close(),
  };
}

/** The health check's own connection: it answers within a second also when every connection of the pool is busy. */
const HEALTH_CHECK_TIMEOUTS: DatabaseTimeouts = { connectMs: 450, statementMs: 400, lockMs: 400 };
/** A database that stopped answering (frozen, a cut network) never sends its own statement timeout. */
const FROZEN_DATABASE_MARGIN_MS = 2000;

function poolFor(url: string, size: number, timeouts?: DatabaseTimeouts, extra: pg.PoolConfig = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    keepAlive: true,
    // Short statements: compiling one (PostgreSQL's JIT, on by default) cost 280 ms of a 400 ms read (bench:scale).
    options: '-c jit=off',
    ...extra,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      query_timeout: timeouts.statementMs + FROZEN_DATABASE_MARGIN_MS,
    }),
  });
  // An idle connection that the server closes is dropped from the pool; the next query gets a new one.
  pool.on('error', () => undefined);
  // A connection lost while a request holds it (a restart, a failover) fails that request's statement; without a
  // listener its 'error' event would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

async function withPool<Result>(pool: pg.Pool, work: (pool: pg.Pool) => Promise<Result>): Promise<Result> {
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
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

/** How the app's connections to PostgreSQL are used at this moment. */
export type PoolFigures = {
  /** The most connections the pool opens (DATABASE_POOL_SIZE). */
  size: number;
  /** Connections open now, busy or idle. */
  open: number;
  idle: number;
  /** Requests for a connection waiting because all `size` are busy. */
  waiting: number;
};

const poolFigures = new WeakMap<Db, () => PoolFigures>();

export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
const sqlRunners = new WeakMap<Db, SqlRunner>();
/** SQL as written (one statement with values by position, or a script without), for the job queue's own SQL. */
export const sqlRunnerOf = (db: Db) => sqlRunners.get(db) as SqlRunner;

/** The pool's figures on PostgreSQL; null on PGlite, which has one connection in the process and no pool. */
export const poolFiguresOf = (db: Db): PoolFigures | null => poolFigures.get(db)?.() ?? null;

/** Each PostgreSQL database's check on a connection of its own. */
const healthChecks = new WeakMap<Db, () => Promise<void>>();

/**
 * True when the database answers a trivial query within `withinMs`. On PostgreSQL it asks on a connection of its
 * own, so that a busy pool does not make a reachable database look gone; PGlite has one connection for everything.
 */
export async function isDatabaseReachable(db: Db, withinMs: number): Promise<boolean> {
  const check = healthChecks.get(db) ?? (() => db.execute(sql`select 1`).then(() => undefined));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL's codes of a statement that could not run now: cancelled by a time limit, or the server going away. */
const UNAVAILABLE_STATES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300', '53400']);
/** node-postgres' own failures: no connection within the time limit, a lost one, no answer in time. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error|not queryable|Query read timeout/i;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error means the database could not do the work now (down, restarting, too slow, a lock held too long),
 * rather than that the work is wrong; also when Drizzle, GraphQL or an aggregate wrapped it.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, originalError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message) && !('severity' in error)) return true;
  const inner = [cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((wrapped) => isDatabaseUnavailable(wrapped, depth + 1));
}

/** Rows of a plain SQL statement run through Drizzle (views with more columns than declared, catalogue reads). */
export async function rowsOf<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
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
