/**
 * `npm run bench`: the API operations of bench-operations.ts on a throwaway PostgreSQL, each beside ONE
 * hand-written SQL statement through pg that reads or writes the same data, in the same run. Each runs for 10 s
 * after a 3 s warm-up, at 150 requests per second (evenly spread) and at saturation (10 connections). Prints a
 * markdown table (requests per second, p50 and p99 latency, API/SQL) and a verdict against the goals on stdout,
 * progress on stderr, and leaves nothing behind. The API server runs in a process of its own (bench-server.ts), so
 * that autocannon does not share its event loop. Its parts: bench-load.ts (the load and its measurement),
 * bench-report.ts (the table and the verdict) and bench-setup.ts (the server's process and the clean-up).
 *
 * Both sides are measured the same way, from each request's own latency: p50/p99 are exact percentiles of the
 * answered requests (autocannon's histogram keeps whole milliseconds only, shown as a cross-check), and requests per
 * second is the mean of the per-second counts, as autocannon's requests.average. Beside the API side: the server's
 * own p99 (from Fastify's first hook to the last byte sent, without the load generator and the network) and its CPU
 * time per request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, importContentPack, LocalFileStorage } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { findPostgresBinaries, startThrowawayPostgres } from '@koran-kids/testing/postgres-server';
import pg from 'pg';
import { createSession, hashSessionId, SESSION_COOKIE } from '../apps/api/src/family/sessions.ts';
import { type ApiTarget, apiLoad, CONNECTIONS, checkSameData, sqlLoad } from './bench-load.ts';
import { operationsFor, prepareFixture } from './bench-operations.ts';
import { FIXED_RATE, format, loadOf, type Row, report } from './bench-report.ts';
import { Cleanup, startApiServer } from './bench-setup.ts';

const SECONDS = 10;
const WARM_UP_SECONDS = 3;

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    console.error('npm run bench needs PostgreSQL server binaries (apt-get install postgresql)');
    process.exitCode = 1;
    return;
  }
  const cleanup = new Cleanup();
  process.once('SIGINT', () => void cleanup.run().finally(() => process.exit(130)));
  try {
    progress('starting a throwaway PostgreSQL…');
    const postgres = await startThrowawayPostgres(binaries);
    cleanup.add(postgres.stop);
    const admin = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
    await admin.execute('create database koran_kids_bench');
    const serverVersion = String((await admin.execute('show server_version')).rows[0]?.server_version);
    await admin.close();
    const url = postgres.url.replace(/\/postgres$/, '/koran_kids_bench');

    const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
    cleanup.add(database.close);
    await database.migrate();
    const dataDir = mkdtempSync(join(tmpdir(), 'koran-kids-bench-'));
    cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
    progress('importing the demo pack…');
    await importContentPack(database.db, new LocalFileStorage(join(dataDir, 'files')), DEMO_PACK_FOLDER);

    progress('starting the API server…');
    const server = startApiServer(url, dataDir);
    cleanup.add(server.stop);
    const port = await server.ready;

    const fixture = await prepareFixture(database);
    const sessionId = await createSession(database.db, fixture.parentId, null, 1);
    const target: ApiTarget = {
      url: `http://127.0.0.1:${port}/graphql`,
      cookie: `${SESSION_COOKIE}=${sessionId}`,
      serverStats: server.stats,
    };

    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
    pool.on('error', () => undefined);
    cleanup.add(() => pool.end());

    const rows: Row[] = [];
    // BENCH_ONLY=name[,name] measures only those operations.
    const only = process.env.BENCH_ONLY?.split(',');
    const operations = operationsFor(fixture, hashSessionId(sessionId));
    for (const operation of operations.filter(({ name }) => !only || only.includes(name))) {
      const check = await checkSameData(target, pool, operation);
      progress(`${operation.name}: warming up ${WARM_UP_SECONDS} s each…`);
      await apiLoad(target, operation, check, WARM_UP_SECONDS, null);
      await sqlLoad(pool, operation, WARM_UP_SECONDS, null);
      for (const rate of [FIXED_RATE, null]) {
        progress(`${operation.name}: ${loadOf(rate)}, API then SQL, ${SECONDS} s each…`);
        const api = await apiLoad(target, operation, check, SECONDS, rate);
        const sql = await sqlLoad(pool, operation, SECONDS, rate);
        rows.push({ operation: operation.name, rate, api, sql });
      }
    }
    report(
      rows,
      `PostgreSQL ${serverVersion} (throwaway: fsync and synchronous_commit off), Node ${process.version}, ` +
        `${cpus().length} CPUs; ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up. ` +
        `API: autocannon → POST /graphql (server in its own process) → PostgreSQL; SQL: one statement per request ` +
        `through a pg.Pool of ${CONNECTIONS}. Saturation: ${CONNECTIONS} connections, each sending its next request ` +
        `as soon as the last is answered. ${loadOf(FIXED_RATE)}: ${FIXED_RATE} connections that each send one ` +
        `request a second, staggered so that a request leaves every ${format(1000 / FIXED_RATE, 1)} ms.`,
    );
  } finally {
    await cleanup.run();
  }
}

await main();
