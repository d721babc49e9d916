/**
 * The load of `npm run bench` and its measurement: autocannon against the API, closed loops or staggered clients
 * against the SQL statement, each request's latency recorded; and the check that both sides give the same data.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type pg from 'pg';
import type { Operation } from './bench-operations.ts';
import type { BenchServerStats } from './bench-process.ts';

export const CONNECTIONS = 10;
/** One run's numbers: latencies in milliseconds. */
export type Measurement = { requestsPerSecond: number; p50: number; p99: number; failures: number };
/**
 * An API run's numbers: the server's CPU time per answered request and the p99 of its own handling time (what the
 * server adds, without the load generator and the network), and autocannon's own report of it at saturation (one
 * autocannon instance).
 */
export type ApiMeasurement = Measurement & {
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

/**
 * A GraphQL server under load (ours or the peer): where it listens, the headers every request carries (ours: the
 * session's cookie and the API version), and the server's own figures since they were last asked for.
 */
export type ApiTarget = {
  url: string;
  headers: Record<string, string>;
  serverStats: () => Promise<BenchServerStats>;
};
/** How an API answer during the load is checked: its exact text, or a test of it. */
export type AnswerCheck = string | ((body: string) => boolean);

/**
 * A fixed rate is `rate` clients that each send one request a second, the clients' seconds staggered evenly: a
 * request every 1/rate s, as independent users would send them (autocannon's own overallRate sends each second's
 * requests in one burst). `send` is started at client `index`'s offset.
 */
const staggered = <T>(rate: number, send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: rate }, (_, index) => sleep((index * 1000) / rate).then(() => send(index))));

/**
 * autocannon sending `body` to POST /graphql; `rate` null is as fast as the server answers with CONNECTIONS
 * connections, a number is that many requests a second evenly spread. An answer that fails `check` (the expected
 * text, or a test of it: a GraphQL error comes with status 200 too) counts as failed.
 */
export async function apiLoad(
  target: ApiTarget,
  body: object,
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
          headers: { 'content-type': 'application/json', ...target.headers },
          body: JSON.stringify(body),
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
export async function sqlLoad(pool: pg.Pool, operation: Operation, seconds: number, rate: number | null) {
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
async function graphql(target: ApiTarget, body: object) {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (response.status !== 200 || answer.errors || !answer.data) {
    throw new Error(`${target.url} answered ${response.status}: ${text}`);
  }
  return { data: answer.data, text };
}

/** A GraphQL side of an operation: its server, what it sends, and what its data must come to. */
export type GraphqlSide = { name: string; target: ApiTarget; body: object; agree: (data: Row) => unknown };
type Row = Record<string, unknown>;

/**
 * Every side answers the operation correctly and with the same data before it is measured; returns how each GraphQL
 * side's answers during its load are checked: the same text as now (the progress written is always the same), or
 * the operation's own check.
 */
export async function checkSameData(sides: GraphqlSide[], pool: pg.Pool, operation: Operation) {
  const { rows } = await pool.query(operation.sql.text, operation.sql.values);
  const fromSql = JSON.stringify(operation.agree.sql(rows));
  const checks: AnswerCheck[] = [];
  for (const side of sides) {
    const answer = await graphql(side.target, side.body);
    const fromSide = JSON.stringify(side.agree(answer.data));
    if (fromSide !== fromSql) {
      throw new Error(`${operation.name}: ${side.name} gives ${fromSide}, the SQL statement ${fromSql}`);
    }
    checks.push(operation.verify ?? answer.text);
  }
  return checks;
}
