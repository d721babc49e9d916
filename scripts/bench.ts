/**
 * `npm run bench`: the API operations of bench-operations.ts on a throwaway PostgreSQL, each beside ONE
 * hand-written SQL statement through pg that reads or writes the same data, and getUserChildData also beside
 * PostGraphile (the kind of generated GraphQL API the original product ran on) over the same database. The sides take
 * turns (ours, PostGraphile, SQL, ours, …; BENCH_ROUNDS rounds, 3 by default), 10 s each after a 3 s warm-up, at 150
 * requests per second (evenly spread) and at saturation (10 connections). Prints a markdown table of the medians,
 * the ratios of ours to the others and a verdict against the goals on stdout, progress on stderr, and leaves nothing
 * behind. Each server runs in a process of its own (bench-server.ts, bench-peer/server.ts), on the other core than the
 * load generator where the machine has 2. Its parts: bench-load.ts (the load and its measurement), bench-report.ts
 * (the table and the verdict), bench-setup.ts and bench-process.ts (the servers' processes and the clean-up), bench-peer/ (the peer, with
 * its own dependencies).
 *
 * Every side is measured the same way, from each request's own latency: p50/p99 are exact percentiles of the
 * answered requests (autocannon's histogram keeps whole milliseconds only, shown as a cross-check), and requests per
 * second is the mean of the per-second counts, as autocannon's requests.average. Beside each GraphQL server: its own
 * p99 (from the request's arrival to the last byte sent, without the load generator and the network) and its CPU
 * time (user + system) per request.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, importContentPack, LocalFileStorage } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { API_VERSION } from '@koran-kids/protocol';
import { findPostgresBinaries, startThrowawayPostgres } from '@koran-kids/testing/postgres-server';
import pg from 'pg';
import { createSession, hashSessionId, SESSION_COOKIE } from '../apps/api/src/family/sessions.ts';
import { type ApiTarget, apiLoad, CONNECTIONS, checkSameData, type GraphqlSide, sqlLoad } from './bench-load.ts';
import { metricsSummary } from './bench-metrics.ts';
import { operationsFor, prepareFixture } from './bench-operations.ts';
import { FIXED_RATE, format, loadOf, OURS, PEER, type Row, report, SQL } from './bench-report.ts';
import { Cleanup, CORES, installPeer, peerVersion, pinProcess, startBenchServer } from './bench-setup.ts';

const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error('BENCH_ROUNDS must be a whole number of rounds, 1 or more');

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    console.error('npm run bench needs PostgreSQL server binaries (apt-get install postgresql)');
    process.exitCode = 1;
    return;
  }
  progress('installing the peer (PostGraphile) where it is missing…');
  installPeer();
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

    progress('starting our API server and PostGraphile…');
    // Our server's /metrics (bench-server.ts passes it on): yours with METRICS_TOKEN=…, else one for this run.
    const metricsToken = process.env.METRICS_TOKEN ?? randomBytes(24).toString('hex');
    process.env.METRICS_TOKEN = metricsToken;
    const server = startBenchServer('bench-server.ts', [url, dataDir]);
    cleanup.add(server.stop);
    const peerServer = startBenchServer('bench-peer/server.ts', [url]);
    cleanup.add(peerServer.stop);
    const [port, peerPort] = await Promise.all([server.ready, peerServer.ready]);
    if (CORES) pinProcess(process.pid, CORES.loadGenerator);
    progress(
      `our server's figures while it runs: curl -H "authorization: Bearer ${metricsToken}" http://127.0.0.1:${port}/metrics`,
    );

    const fixture = await prepareFixture(database);
    const sessionId = await createSession(database.db, fixture.parentId, null, 1);
    const ours: ApiTarget = {
      url: `http://127.0.0.1:${port}/graphql`,
      headers: { 'api-version': API_VERSION, cookie: `${SESSION_COOKIE}=${sessionId}` },
      serverStats: server.stats,
    };
    const peer: ApiTarget = { url: `http://127.0.0.1:${peerPort}/graphql`, headers: {}, serverStats: peerServer.stats };

    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
    pool.on('error', () => undefined);
    cleanup.add(() => pool.end());

    const rows: Row[] = [];
    // BENCH_ONLY=name[,name] measures only those operations.
    const only = process.env.BENCH_ONLY?.split(',');
    const operations = operationsFor(fixture, hashSessionId(sessionId));
    for (const operation of operations.filter(({ name }) => !only || only.includes(name))) {
      const graphqlSides: GraphqlSide[] = [
        { name: OURS, target: ours, body: operation.graphql, agree: operation.agree.api },
        ...(operation.peer
          ? [{ name: PEER, target: peer, body: operation.peer.request, agree: operation.peer.agree }]
          : []),
      ];
      const checks = await checkSameData(graphqlSides, pool, operation);
      const sides = [
        ...graphqlSides.map((side, index) => ({
          name: side.name,
          measure: (seconds: number, rate: number | null) =>
            apiLoad(side.target, side.body, checks[index] ?? '', seconds, rate),
        })),
        { name: SQL, measure: (seconds: number, rate: number | null) => sqlLoad(pool, operation, seconds, rate) },
      ];
      const names = sides.map((side) => side.name).join(', ');
      progress(`${operation.name}: warming up ${names}, ${WARM_UP_SECONDS} s each…`);
      for (const side of sides) await side.measure(WARM_UP_SECONDS, null);
      for (const rate of [FIXED_RATE, null]) {
        const runs = sides.map((side) => ({ side: side.name, runs: [] as Row['sides'][number]['runs'] }));
        for (let round = 1; round <= ROUNDS; round++) {
          progress(`${operation.name}: ${loadOf(rate)}, round ${round} of ${ROUNDS}: ${names}, ${SECONDS} s each…`);
          for (const [index, side] of sides.entries()) runs[index]?.runs.push(await side.measure(SECONDS, rate));
        }
        rows.push({ operation: operation.name, rate, sides: runs });
      }
    }
    report(
      rows,
      `PostgreSQL ${serverVersion} (throwaway: fsync and synchronous_commit off), Node ${process.version}, ` +
        `${cpus().length} CPUs; ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, ` +
        `the sides in turn, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}: medians, and the range of req/s over the rounds. ` +
        `Ours: autocannon → POST /graphql (the web app's persisted operation, server in its own process) → ` +
        `PostgreSQL; PostGraphile ${peerVersion()} (its documented production options, its own process, the same ` +
        `database, the query text for the same data; no session to check); SQL: one statement per request through a pg.Pool of ` +
        `${CONNECTIONS}. ` +
        (CORES
          ? `Cores: the servers on CPU ${CORES.servers}, the load generator on CPU ${CORES.loadGenerator} (taskset), ` +
            'PostgreSQL on either. '
          : 'Cores: not pinned (taskset needs a 2-core machine and util-linux). ') +
        `Saturation: ${CONNECTIONS} connections, each sending its next request as soon as the last is answered. ` +
        `${loadOf(FIXED_RATE)}: ${FIXED_RATE} connections that each send one request a second, staggered so that a ` +
        `request leaves every ${format(1000 / FIXED_RATE, 1)} ms.`,
    );
    console.log(`\n${await metricsSummary(`http://127.0.0.1:${port}`, metricsToken)}`);
  } finally {
    await cleanup.run();
  }
}

await main();
