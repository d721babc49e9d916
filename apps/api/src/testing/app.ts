import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStorage, fileStorageFor } from '@koran-kids/content';
import type { Database } from '@koran-kids/db';
import { users } from '@koran-kids/db/schema';
import { createDemoDatabase, demoFilesFolder, type Engine, newTestFolder } from '@koran-kids/db/testing';
import { API_VERSION } from '@koran-kids/protocol';
import { freePort } from '@koran-kids/testing/free-port';
import { eq } from 'drizzle-orm';
import pino, { type DestinationStream } from 'pino';
import { loadConfig } from '../config.ts';
import { createSession, SESSION_COOKIE } from '../family/sessions.ts';
import { staffKindOf } from '../family/staff.ts';
import { createLogger } from '../logger.ts';
import { type AppServer, buildServer } from '../server.ts';

export type GraphqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** The demo course's files, as its import stores them, into this app's storage (local folder or bucket). */
async function storeDemoFiles(storage: FileStorage) {
  const folder = demoFilesFolder();
  const keys = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
  for (const key of keys) await storage.put(key, await readFile(join(folder, key)));
}

/** The product on a fresh copy of the database with the demo course and families, for API tests. */
export async function startTestApp(
  options: {
    engine?: Engine;
    listen?: boolean;
    environment?: Record<string, string>;
    /** Where the server's log lines go (as JSON lines); none by default. */
    logs?: DestinationStream;
  } = {},
) {
  const statements: string[] = [];
  const database: Database = await createDemoDatabase(options.engine ?? 'pglite', (query) => statements.push(query));
  const dataDir = newTestFolder('api-');
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.environment,
  });
  await storeDemoFiles(fileStorageFor(config.s3, config.filesDir));
  const logger = options.logs ? createLogger('info', options.logs) : pino({ level: 'silent' });
  const server: AppServer = await buildServer({ config, db: database.db, logger });
  if (options.listen) await server.app.listen({ port, host: '127.0.0.1' });

  /**
   * A signed-in browser session of a demo person, as its cookie header; `reauthenticatedAt` for a forgotten pincode.
   * Staff start acting as staff, as after the real sign-in.
   */
  async function signIn(email: string, reauthenticatedAt: Date | null = null): Promise<string> {
    const [person] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!person) throw new Error(`no demo person ${email}`);
    const actingAs = (await staffKindOf(database.db, person.id)) ? 'staff' : 'family';
    return `${SESSION_COOKIE}=${await createSession(database.db, person.id, null, 1, reauthenticatedAt, actingAs)}`;
  }

  /** Sends one GraphQL request as the given session (or none). */
  async function gql(
    cookie: string | null,
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = { 'api-version': API_VERSION },
  ): Promise<GraphqlAnswer & { status: number }> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      payload: { query, variables },
    });
    return { status: response.statusCode, ...(response.json() as GraphqlAnswer) };
  }

  /**
   * How many SQL statements the server sent while `work` ran, for the work: not the rate limit's counts, written
   * every 250 ms for whichever request runs then.
   */
  async function countStatements(work: () => Promise<unknown>) {
    const before = statements.length;
    await work();
    return statements.slice(before).filter((statement) => !statement.includes('rate_limit_counters')).length;
  }

  return {
    database,
    countStatements,
    config,
    server,
    origin: config.publicUrl,
    signIn,
    gql,
    close: async () => {
      await server.app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
