/**
 * `npm run bench`: the API operations of bench-operations.ts on a throwaway PostgreSQL, each beside ONE
 * hand-written SQL statement through pg that reads or writes the same data, in the same run. Each runs for 10 s
 * after a 3 s warm-up, at 150 requests per second (evenly spread) and at saturation (10 connections). Prints a
 * markdown table (requests per second, p50 and p99 latency, API/SQL) and a verdict against the goals on stdout,
 * progress on stderr, and leaves nothing behind. The API server runs in a process of its own (bench-server.ts), so
 * that autocannon does not share its event loop.
 *
 * Both sides are measured the same way, from each request's own latency: p50/p99 are exact percentiles of the
 * answered requests (autocannon's histogram keeps whole milliseconds only, shown as a cross-check), and requests per
 * second is the mean of the per-second counts, as autocannon's requests.average. Beside the API side: the server's
 * own p99 (from Fastify's first hook to the last byte sent, without the load generator and the network) and its CPU
 * time per request.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PACK_FOLDER, importContentPack, LocalFileStorage } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { API_VERSION } from '@koran-kids/protocol';
import { findPostgresBinaries, startThrowawayPostgres } from '@koran-kids/testing/postgres-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSession, hashSessionId, SESSION_COOKIE } from '../apps/api/src/family/sessions.ts';
import { type Operation, operationsFor, prepareFixture } from './bench-operations.ts';
import type { BenchServerReady, BenchServerStats } from './bench-server.ts';

const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const FIXED_RATE = 150;
const GOALS = { throughputShareOfSql: 0.5, p99AtFixedRateMs: 25 };
/** One run's numbers: latencies in milliseconds. */
type Measurement = { requestsPerSecond: number; p50: number; p99: number; failures: number };
/**
 * An API run's numbers: the server's CPU time per answered request and the p99 of its own handling time (what the
 * server adds, without the load generator and the network), and autocannon's own report of it at saturation (one
 * autocannon instance).
 */
type ApiMeasurement = Measurement & {
  serverCpuMs: number;
  serverP99: number;
  autocannon: Omit<Measurement, 'failures'> | null;
};

/** The latency of every request answered within the run, and how many were answered in each second of it. */
class Recorder {
  private readonly started = process.hrtime.bigint();
  private readonly latencies: number[] = [];
  private readonly perSecond: number[];
  failures = 0;

  constructor(private readonly seconds: number) {
    this.perSecond = new Array<number>(seconds).fill(0);
  }

  record(latencyMs: number) {
    const second = Math.floor(Number(process.hrtime.bigint() - this.started) / 1e9);
    if (second >= this.seconds) return;
    this.latencies.push(latencyMs);
    this.perSecond[second] = (this.perSecond[second] ?? 0) + 1;
  }

  result(): Measurement {
    const total = this.perSecond.reduce((sum, count) => sum + count, 0);
    return {
      requestsPerSecond: total / this.seconds,
      p50: percentile(this.latencies, 50),
      p99: percentile(this.latencies, 99),
      failures: this.failures,
    };
  }
}

/** The exact percentile `p` of `values` (nearest rank). */
function percentile(values: number[], p: number) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Where the API listens, the session's cookie, and the server's own figures since they were last asked for. */
type ApiTarget = { url: string; cookie: string; serverStats: () => Promise<BenchServerStats> };
/** How an API answer during the load is checked: its exact text, or a test of it. */
type AnswerCheck = string | ((body: string) => boolean);

/**
 * A fixed rate is `rate` clients that each send one request a second, the clients' seconds staggered evenly: a
 * request every 1/rate s, as independent users would send them (autocannon's own overallRate sends each second's
 * requests in one burst). `send` is started at client `index`'s offset.
 */
const staggered = <T>(rate: number, send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: rate }, (_, index) => sleep((index * 1000) / rate).then(() => send(index))));

/**
 * autocannon against POST /graphql; `rate` null is as fast as the server answers with CONNECTIONS connections, a
 * number is that many requests a second evenly spread. An answer that fails `check` (the expected text, or a test of
 * it: a GraphQL error comes with status 200 too) counts as failed.
 */
async function apiLoad(
  target: ApiTarget,
  operation: Operation,
  check: AnswerCheck,
  seconds: number,
  rate: number | null,
): Promise<ApiMeasurement> {
  const recorder = new Recorder(seconds);
  const { cpuMs: cpuBefore } = await target.serverStats();
  const run = (connections: number, perSecond: number | undefined) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: target.url,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie: target.cookie },
          body: JSON.stringify(operation.graphql),
          connections,
          duration: seconds,
          overallRate: perSecond,
          // Its correction assumes back-to-back requests at the rate and adds made-up samples: off when paced.
          ignoreCoordinatedOmission: perSecond !== undefined,
          ...(typeof check === 'string'
            ? { expectBody: check }
            : { verifyBody: (body: string | Buffer | undefined) => check(String(body)) }),
        },
        (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, statusCode, _bytes, latencyMs) => {
        if (statusCode === 200) recorder.record(latencyMs);
      });
    });
  const failuresOf = (result: autocannon.Result) => result.non2xx + result.errors + result.mismatches;
  const results = rate === null ? [await run(CONNECTIONS, undefined)] : await staggered(rate, () => run(1, 1));
  const server = await target.serverStats();
  const cpuPerRequest = (server.cpuMs - cpuBefore) / sumOf(results, (result) => result.requests.total);
  recorder.failures = sumOf(results, failuresOf);
  const [saturated] = results;
  const own =
    rate === null && saturated
      ? { requestsPerSecond: saturated.requests.average, p50: saturated.latency.p50, p99: saturated.latency.p99 }
      : null;
  return {
    ...recorder.result(),
    serverCpuMs: cpuPerRequest,
    serverP99: percentile(server.handlingMs, 99),
    autocannon: own,
  };
}

const sumOf = <T>(items: T[], value: (item: T) => number) => items.reduce((sum, item) => sum + value(item), 0);

/** The SQL side, loaded as the API side: CONNECTIONS closed loops at saturation, or `rate` staggered clients. */
async function sqlLoad(pool: pg.Pool, operation: Operation, seconds: number, rate: number | null) {
  const recorder = new Recorder(seconds);
  const end = performance.now() + seconds * 1000;
  const send = async () => {
    const started = performance.now();
    try {
      await pool.query({ name: operation.name, text: operation.sql.text, values: operation.sql.values });
      recorder.record(performance.now() - started);
    } catch {
      recorder.failures += 1;
    }
  };
  const closedLoop = async () => {
    while (performance.now() < end) await send();
  };
  const oncePerSecond = async () => {
    for (let next = performance.now(); next < end; next += 1000) {
      await sleep(Math.max(0, next - performance.now()));
      await send();
    }
  };
  if (rate === null) await Promise.all(Array.from({ length: CONNECTIONS }, closedLoop));
  else await staggered(rate, oncePerSecond);
  return recorder.result();
}

/** Sends one GraphQL request and returns its data and its body, or fails with its errors. */
async function graphql(target: ApiTarget, body: Operation['graphql']) {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie: target.cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (response.status !== 200 || answer.errors || !answer.data) {
    throw new Error(`${body.operationName} answered ${response.status}: ${text}`);
  }
  return { data: answer.data, text };
}

/**
 * Both sides answer the operation correctly and with the same data before it is measured; returns how each API
 * answer during its load is checked: the same text as now (the progress written is always the same), or the
 * operation's own check.
 */
async function checkSameData(target: ApiTarget, pool: pg.Pool, operation: Operation): Promise<AnswerCheck> {
  const api = await graphql(target, operation.graphql);
  const { rows } = await pool.query(operation.sql.text, operation.sql.values);
  const [fromApi, fromSql] = [operation.agree.api(api.data), operation.agree.sql(rows)].map((v) => JSON.stringify(v));
  if (fromApi !== fromSql) throw new Error(`${operation.name}: the API gives ${fromApi}, the SQL statement ${fromSql}`);
  return operation.verify ?? api.text;
}

/** Starts scripts/bench-server.ts; `stop` ends it (and kills it when it does not stop within 5 s). */
function startApiServer(url: string, dataDir: string, profileDir = process.env.BENCH_PROFILE_DIR) {
  const child: ChildProcess = fork(new URL('./bench-server.ts', import.meta.url), [url, dataDir], {
    // BENCH_PROFILE_DIR=folder writes the server's CPU profile there (open it in Chrome's DevTools);
    // BENCH_NODE_FLAGS='--trace-gc …' passes Node or V8 flags to the server.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Libraries read it too (graphql-js, for one, checks less in production), as in a deployment.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const ready = new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as BenchServerReady).port));
    child.once('exit', (code) => reject(new Error(`the API server stopped (exit code ${code}) before it listened`)));
  });
  const stats = () =>
    new Promise<BenchServerStats>((resolve, reject) => {
      if (!isRunning()) return reject(new Error('the API server has stopped'));
      const stopped = (code: number | null) => reject(new Error(`the API server stopped (exit code ${code})`));
      child.once('exit', stopped);
      child.once('message', (message) => {
        child.off('exit', stopped);
        resolve(message as BenchServerStats);
      });
      child.send('stats');
    });
  const stop = async () => {
    if (!isRunning()) return;
    if (child.connected) child.send('stop');
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  };
  return { ready, stats, stop };
}

/** Undo steps, run once, last first, each even when one before it failed. */
class Cleanup {
  private readonly steps: (() => unknown)[] = [];
  private running: Promise<void> | null = null;

  add(step: () => unknown) {
    this.steps.push(step);
  }

  run() {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('clean-up failed:', error);
        }
      }
    })();
    return this.running;
  }
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

type Row = { operation: string; rate: number | null; api: ApiMeasurement; sql: Measurement };

const loadOf = (rate: number | null) => (rate === null ? 'saturation' : `${rate} req/s`);
const format = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function markdownTable(header: string[], rows: string[][], rightAligned: boolean[]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const pad = (cell: string, column: number) =>
    rightAligned[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    rightAligned[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2),
  );
  return [line(header), `|${rule.join('|')}|`, ...rows.map(line)].join('\n');
}

function report(rows: Row[], context: string) {
  const side = (operation: string, load: string, name: string, m: Measurement, server = ['', '']) => [
    operation,
    load,
    name,
    format(m.requestsPerSecond, 1),
    format(m.p50, 2),
    format(m.p99, 2),
    ...server,
    String(m.failures),
  ];
  const table = markdownTable(
    ['operation', 'load', 'side', 'req/s', 'p50 ms', 'p99 ms', 'server p99 ms', 'server CPU ms/req', 'failed'],
    rows.flatMap(({ operation, rate, api, sql }) => [
      side(operation, loadOf(rate), 'API', api, [format(api.serverP99, 2), format(api.serverCpuMs, 2)]),
      side('', '', 'SQL', sql),
      [
        '',
        '',
        'API/SQL',
        format(api.requestsPerSecond / sql.requestsPerSecond, 2),
        format(api.p50 / sql.p50, 1),
        format(api.p99 / sql.p99, 1),
        '',
        '',
        '',
      ],
    ]),
    [false, false, false, true, true, true, true, true, true],
  );
  const crossCheck = rows
    .flatMap(({ operation, rate, api: { autocannon: own } }) => {
      if (!own) return [];
      const numbers = `${format(own.requestsPerSecond, 1)} req/s, p50 ${own.p50} ms, p99 ${own.p99} ms`;
      return [`${operation} ${loadOf(rate)}: ${numbers}`];
    })
    .join('; ');

  const saturatedRead = rows.find((row) => row.operation === 'getUserChildData' && row.rate === null);
  const share = saturatedRead ? saturatedRead.api.requestsPerSecond / saturatedRead.sql.requestsPerSecond : Number.NaN;
  const atFixedRate = rows.filter((row) => row.rate === FIXED_RATE);
  const p99s = atFixedRate.map((row) => `${format(row.api.p99, 1)} ms (${row.operation})`).join(', ');
  const p99Met = atFixedRate.every((row) => row.api.p99 < GOALS.p99AtFixedRateMs);
  const failures = rows.reduce((sum, row) => sum + row.api.failures + row.sql.failures, 0);
  const verdict =
    `Verdict: getUserChildData API throughput at saturation is ${format(share * 100, 0)} % of raw SQL ` +
    `(goal ≥ ${GOALS.throughputShareOfSql * 100} %): ${share >= GOALS.throughputShareOfSql ? 'MET' : 'NOT MET'}; ` +
    `API p99 at ${FIXED_RATE} req/s is ${p99s} (goal < ${GOALS.p99AtFixedRateMs} ms): ${p99Met ? 'MET' : 'NOT MET'}.` +
    (failures > 0 ? ` ${failures} requests FAILED: these numbers are not to be trusted.` : '');

  console.log(
    `\n${context}\n\n${table}\n\nautocannon's own report of the saturation runs (whole ms): ${crossCheck}.\n\n${verdict}`,
  );
  if (failures > 0) process.exitCode = 1;
}

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
