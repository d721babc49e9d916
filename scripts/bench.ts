/**
 * `npm run bench`: the API operations getUserChildData and updateLessonProgression on a throwaway PostgreSQL,
 * beside ONE hand-written SQL statement through pg that reads or writes the same data, in the same run. Each runs
 * with 10 connections for 10 s after a 3 s warm-up, at 150 requests per second and at saturation. Prints a
 * markdown table (requests per second, p50 and p99 latency, API/SQL) and a verdict against the goals on stdout,
 * progress on stderr, and leaves nothing behind. The API server runs in a process of its own (bench-server.ts), so
 * that autocannon does not share its event loop.
 *
 * Both sides are measured the same way, from each request's own latency: p50/p99 are exact percentiles of the
 * answered requests (autocannon's histogram keeps whole milliseconds only, shown as a cross-check), and requests per
 * second is the mean of the per-second counts, as autocannon's requests.average.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, importContentPack, LocalFileStorage } from '@koran-kids/content';
import { type Database, openDatabase } from '@koran-kids/db';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSession, SESSION_COOKIE } from '../apps/api/src/auth/sessions.ts';
import { API_VERSION } from '../apps/api/src/modules/meta/meta.schema.ts';
import type { BenchServerReady } from './bench-server.ts';
import { findPostgresBinaries, startThrowawayPostgres } from './testing/postgres-server.ts';

const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const FIXED_RATE = 150;
const GOALS = { throughputShareOfSql: 0.5, p99AtFixedRateMs: 25 };
/** The constant seconds watched that every updateLessonProgression sends: each write takes the upsert path. */
const TIME_PROGRESS = 60;
/** A lesson's tasks, as TASK_COUNT in lessons.service.ts: one accomplished task is 20 %. */
const TASK_COUNT = 5;

/** The web app's own operations (apps/web/src/features/lessons/api). */
const GET_USER_CHILD_DATA = `query getUserChildData($userChildId: ID!) {
  childLessons(userChildId: $userChildId) {
    stars
    starTarget
    lessons {
      id sequence lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished
      name { nl en }
      label { nl en }
      description { nl en }
      achievements { id type accomplishedAt }
    }
  }
}`;
const UPDATE_LESSON_PROGRESSION = `mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {
  updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {
    percentage timeProgress finished
  }
}`;
const ACCOMPLISH = `mutation addAccomplishedAchievement($userChildId: ID!, $ids: [ID!]!) {
  addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $ids) { affectedRows }
}`;

/** The course's lessons with the child's progress, and each lesson's achievements with when they were done. */
const LESSONS_SQL = `
select l.id, l.sequence, l.lesson_number, l.surah_number, l.name, l.label, l.description, l.locked,
  p.percentage, p.finished, p.unlocked_at,
  coalesce(
    (select json_agg(json_build_object('id', a.id, 'type', a.achievement_type, 'accomplishedAt', aa.created_at)
       order by a.id)
     from achievements a
     left join accomplished_achievements aa on aa.achievement_id = a.id and aa.user_child_id = $2
     where a.lesson_id = l.id),
    '[]') as achievements
from lessons l
left join user_lesson_progresses p on p.lesson_id = l.id and p.users_child_id = $2
where l.course_id = $1 and l.published
order by l.sequence`;

/** recordProgress's upsert, with the percentage from the accomplished tasks, in one statement. */
const PROGRESS_SQL = `
insert into user_lesson_progresses as p (user_id, users_child_id, lesson_id, time_progress, percentage, finished)
select $1::uuid, $2::uuid, $3::int, $4::numeric, round(done * 100.0 / ${TASK_COUNT}), done >= ${TASK_COUNT}
from (
  select count(*) as done
  from accomplished_achievements aa
  join achievements a on a.id = aa.achievement_id
  where a.lesson_id = $3::int and aa.user_child_id = $2::uuid
) as accomplished
on conflict (user_id, lesson_id, users_child_id) do update set
  time_progress = greatest(p.time_progress, excluded.time_progress),
  percentage = greatest(p.percentage, excluded.percentage),
  finished = p.finished or excluded.finished,
  unlocked_at = null,
  updated_at = now()
returning p.percentage, p.time_progress, p.finished`;

type Fixture = { childId: string; parentId: string; courseId: number; lessonId: number; achievementId: number };

type Operation = {
  name: string;
  graphql: { operationName: string; query: string; variables: Record<string, unknown> };
  sql: { text: string; values: unknown[] };
};

function operationsFor(fixture: Fixture): Operation[] {
  return [
    {
      name: 'getUserChildData',
      graphql: {
        operationName: 'getUserChildData',
        query: GET_USER_CHILD_DATA,
        variables: { userChildId: fixture.childId },
      },
      sql: { text: LESSONS_SQL, values: [fixture.courseId, fixture.childId] },
    },
    {
      name: 'updateLessonProgression',
      graphql: {
        operationName: 'updateLessonProgression',
        query: UPDATE_LESSON_PROGRESSION,
        variables: { userChildId: fixture.childId, lessonId: String(fixture.lessonId), timeProgress: TIME_PROGRESS },
      },
      sql: { text: PROGRESS_SQL, values: [fixture.parentId, fixture.childId, fixture.lessonId, TIME_PROGRESS] },
    },
  ];
}

/** One run's numbers: latencies in milliseconds. */
type Measurement = { requestsPerSecond: number; p50: number; p99: number; failures: number };
/** An API run's numbers, with autocannon's own report of it. */
type ApiMeasurement = Measurement & { autocannon: Omit<Measurement, 'failures'> };

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
    const sorted = Float64Array.from(this.latencies).sort();
    const percentile = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
    const total = this.perSecond.reduce((sum, count) => sum + count, 0);
    return {
      requestsPerSecond: total / this.seconds,
      p50: percentile(50),
      p99: percentile(99),
      failures: this.failures,
    };
  }
}

type ApiTarget = { url: string; cookie: string };

/**
 * autocannon against POST /graphql; `rate` null is as fast as the server answers. An answer other than
 * `expectBody` (a GraphQL error comes with status 200 too) counts as failed.
 */
async function apiLoad(
  target: ApiTarget,
  operation: Operation,
  expectBody: string,
  seconds: number,
  rate: number | null,
): Promise<ApiMeasurement> {
  const recorder = new Recorder(seconds);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie: target.cookie },
        body: JSON.stringify(operation.graphql),
        connections: CONNECTIONS,
        duration: seconds,
        overallRate: rate ?? undefined,
        // Its correction assumes one request every ceil(1 / rate) = 1 ms and adds made-up samples: off.
        ignoreCoordinatedOmission: rate !== null,
        expectBody,
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, latencyMs) => {
      if (statusCode === 200) recorder.record(latencyMs);
    });
  });
  recorder.failures = result.non2xx + result.errors + result.mismatches;
  return {
    ...recorder.result(),
    autocannon: { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 },
  };
}

/** The SQL side: CONNECTIONS closed loops, each sending one statement as soon as the last one is answered. */
async function sqlLoad(pool: pg.Pool, operation: Operation, seconds: number, rate: number | null) {
  const recorder = new Recorder(seconds);
  const end = process.hrtime.bigint() + BigInt(seconds) * 1_000_000_000n;
  // autocannon's overallRate: rate / connections requests per connection per second, sent back to back.
  const share = (index: number) =>
    rate === null ? null : Math.floor(rate / CONNECTIONS) + (index < rate % CONNECTIONS ? 1 : 0);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, index) => sqlLoop(pool, operation, recorder, end, share(index))),
  );
  return recorder.result();
}

async function sqlLoop(pool: pg.Pool, operation: Operation, recorder: Recorder, end: bigint, perSecond: number | null) {
  let budget = perSecond ?? Number.POSITIVE_INFINITY;
  let wake: (() => void) | null = null;
  const refill =
    perSecond === null
      ? undefined
      : setInterval(() => {
          budget = perSecond;
          wake?.();
          wake = null;
        }, 1000);
  try {
    while (process.hrtime.bigint() < end) {
      if (budget <= 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      budget -= 1;
      const started = process.hrtime.bigint();
      try {
        await pool.query(operation.sql.text, operation.sql.values);
        recorder.record(Number(process.hrtime.bigint() - started) / 1e6);
      } catch {
        recorder.failures += 1;
      }
    }
  } finally {
    clearInterval(refill);
  }
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

type ApiLessons = {
  childLessons: { lessons: { id: string; achievements: { id: string; accomplishedAt: unknown }[] }[] };
};
type SqlLesson = { id: number; achievements: { id: number; accomplishedAt: unknown }[] };

/**
 * Both sides answer each operation correctly and with the same data before anything is measured; returns the
 * API's answers, which stay the same through the run (the progress written is always the same).
 */
async function checkSameData(target: ApiTarget, pool: pg.Pool, [read, write]: Operation[]) {
  if (!read || !write) throw new Error('two operations expected');
  const shape = (lessons: { id: unknown; achievements: { id: unknown; accomplishedAt: unknown }[] }[]) =>
    JSON.stringify(
      lessons.map((lesson) => [String(lesson.id), lesson.achievements.map((a) => [String(a.id), !!a.accomplishedAt])]),
    );
  const lessons = await graphql(target, read.graphql);
  const api = lessons.data as ApiLessons;
  const sql = await pool.query<SqlLesson>(read.sql.text, read.sql.values);
  if (shape(api.childLessons.lessons) !== shape(sql.rows)) {
    throw new Error('getUserChildData: the API and the SQL statement do not return the same lessons and achievements');
  }
  const progression = await graphql(target, write.graphql);
  const apiProgress = progression.data.updateLessonProgression;
  const sqlProgress = (await pool.query(write.sql.text, write.sql.values)).rows[0];
  const expected = { percentage: 100 / TASK_COUNT, timeProgress: TIME_PROGRESS, finished: false };
  const fromSql = sqlProgress && {
    percentage: Number(sqlProgress.percentage),
    timeProgress: Number(sqlProgress.time_progress),
    finished: sqlProgress.finished,
  };
  if (
    JSON.stringify(apiProgress) !== JSON.stringify(expected) ||
    JSON.stringify(fromSql) !== JSON.stringify(expected)
  ) {
    throw new Error(`updateLessonProgression: API ${JSON.stringify(apiProgress)}, SQL ${JSON.stringify(fromSql)}`);
  }
  return new Map([
    [read.name, lessons.text],
    [write.name, progression.text],
  ]);
}

/** Starts scripts/bench-server.ts; `stop` ends it (and kills it when it does not stop within 5 s). */
function startApiServer(url: string, dataDir: string) {
  const child: ChildProcess = fork(new URL('./bench-server.ts', import.meta.url), [url, dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const ready = new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as BenchServerReady).port));
    child.once('exit', (code) => reject(new Error(`the API server stopped (exit code ${code}) before it listened`)));
  });
  const stop = async () => {
    if (!isRunning()) return;
    if (child.connected) child.send('stop');
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
  };
  return { ready, stop };
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

async function findFixture(database: Database): Promise<Fixture> {
  const { rows } = await database.execute(
    `select c.id as child_id, c.user_id as parent_id, s.course_id, l.id as lesson_id,
       (select min(a.id) from achievements a where a.lesson_id = l.id) as achievement_id
     from users u
     join users_children c on c.user_id = u.id
     join subscriptions s on s.id = c.subscription_id
     join lessons l on l.course_id = s.course_id and l.sequence = 1
     where u.email = $1 and c.username = $2`,
    ['demo@koran-kids.test', 'amina'],
  );
  const [row] = rows;
  if (!row) throw new Error('the demo pack has no child amina of demo@koran-kids.test with a lesson 1');
  return {
    childId: String(row.child_id),
    parentId: String(row.parent_id),
    courseId: Number(row.course_id),
    lessonId: Number(row.lesson_id),
    achievementId: Number(row.achievement_id),
  };
}

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
  const side = (operation: string, load: string, name: string, m: Measurement) => [
    operation,
    load,
    name,
    format(m.requestsPerSecond, 1),
    format(m.p50, 2),
    format(m.p99, 2),
    String(m.failures),
  ];
  const table = markdownTable(
    ['operation', 'load', 'side', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
    rows.flatMap(({ operation, rate, api, sql }) => [
      side(operation, loadOf(rate), 'API', api),
      side('', '', 'SQL', sql),
      [
        '',
        '',
        'API/SQL',
        format(api.requestsPerSecond / sql.requestsPerSecond, 2),
        format(api.p50 / sql.p50, 1),
        format(api.p99 / sql.p99, 1),
        '',
      ],
    ]),
    [false, false, false, true, true, true, true],
  );
  const crossCheck = rows
    .map(({ operation, rate, api: { autocannon: own } }) => {
      const numbers = `${format(own.requestsPerSecond, 1)} req/s, p50 ${own.p50} ms, p99 ${own.p99} ms`;
      return `${operation} ${loadOf(rate)}: ${numbers}`;
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
    `\n${context}\n\n${table}\n\nautocannon's own report of the API runs (whole ms): ${crossCheck}.\n\n${verdict}`,
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

    const fixture = await findFixture(database);
    const sessionId = await createSession(database.db, fixture.parentId, null, 1);
    const target: ApiTarget = { url: `http://127.0.0.1:${port}/graphql`, cookie: `${SESSION_COOKIE}=${sessionId}` };
    await graphql(target, {
      operationName: 'addAccomplishedAchievement',
      query: ACCOMPLISH,
      variables: { userChildId: fixture.childId, ids: [String(fixture.achievementId)] },
    });

    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
    pool.on('error', () => undefined);
    cleanup.add(() => pool.end());
    const operations = operationsFor(fixture);
    const answers = await checkSameData(target, pool, operations);

    const rows: Row[] = [];
    for (const operation of operations) {
      const answer = answers.get(operation.name) ?? '';
      progress(`${operation.name}: warming up ${WARM_UP_SECONDS} s each…`);
      await apiLoad(target, operation, answer, WARM_UP_SECONDS, null);
      await sqlLoad(pool, operation, WARM_UP_SECONDS, null);
      for (const rate of [FIXED_RATE, null]) {
        progress(`${operation.name}: ${loadOf(rate)}, API then SQL, ${SECONDS} s each…`);
        const api = await apiLoad(target, operation, answer, SECONDS, rate);
        const sql = await sqlLoad(pool, operation, SECONDS, rate);
        rows.push({ operation: operation.name, rate, api, sql });
      }
    }
    report(
      rows,
      `PostgreSQL ${serverVersion} (throwaway: fsync and synchronous_commit off), Node ${process.version}, ` +
        `${cpus().length} CPUs; ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up. ` +
        `API: autocannon → POST /graphql (server in its own process) → PostgreSQL; SQL: one statement per request ` +
        `through a pg.Pool of ${CONNECTIONS}. ${loadOf(FIXED_RATE)} is autocannon's overallRate: each connection sends ` +
        `its ${FIXED_RATE / CONNECTIONS} requests of a second back to back, so that run is a burst of ${CONNECTIONS} ` +
        `concurrent requests every second, not evenly spaced requests (the SQL side does the same).`,
    );
  } finally {
    await cleanup.run();
  }
}

await main();
