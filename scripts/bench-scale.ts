/**
 * `npm run bench:scale`: the family and staff reads at an institute of 1,000, 10,000 and 100,000 families (1×, 10×,
 * 100×; bench-scale-data.ts grows one throwaway PostgreSQL from one to the next). At each size every read is measured
 * at a fixed rate (its p50 and p99, and the SQL statements per request); then the subscriptions CSV is downloaded
 * whole while the server's memory is watched. Prints a markdown table with the ratios 100× / 1×, progress on stderr.
 * BENCH_SCALES=1,10 measures fewer sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, importContentPack, LocalFileStorage } from '@koran-kids/content';
import { type Database, openDatabase } from '@koran-kids/db';
import { API_VERSION } from '@koran-kids/protocol';
import { findPostgresBinaries, startThrowawayPostgres } from '@koran-kids/testing/postgres-server';
import { createSession, SESSION_COOKIE } from '../apps/api/src/family/sessions.ts';
import { type ApiMeasurement, type ApiTarget, apiLoad } from './bench-load.ts';
import { operation } from './bench-operations.ts';
import { format } from './bench-report.ts';
import { growInstitute, INBOX_GROUP, LARGE_GROUP } from './bench-scale-data.ts';
import { Cleanup, startBenchServer } from './bench-setup.ts';

const FAMILIES_AT_1X = 1000;
const SCALES = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number);
/**
 * Requests a second per read: a family read as thousands of families would send it at a busy hour; a staff read as
 * an institute's few dozen staff would (a teacher opens the group's progress, not twenty times a second).
 */
const RATE = { family: 20, staff: 5 } as const;
const SECONDS = 8;
const WARM_UP_SECONDS = 2;

const progress = (line: string) => process.stderr.write(`${line}\n`);

type Read = { name: string; side: 'family' | 'staff'; body: object };
type Result = { read: string; side: Read['side']; scale: number; measured: ApiMeasurement; statements: number };

/** The reads: the demo child's pages, and the staff's pages over the generated groups and families. */
function readsOf(ids: { childId: string; lessonId: number; inboxGroup: number; largeGroup: number }): Read[] {
  const child = { userChildId: ids.childId };
  const family = (name: string, body: object): Read => ({ name, side: 'family', body });
  const staff = (name: string, body: object): Read => ({ name, side: 'staff', body });
  return [
    family("child's dashboard", operation('getUserChildData', child)),
    family('a lesson', operation('getLessonWithLock', { ...child, lessonId: String(ids.lessonId) })),
    family('friend search "noo"', operation('getFriends', { ...child, text: 'noo' })),
    family('friend requests', operation('getFriendRequests', child)),
    family('messages', operation('getMessage', child)),
    staff('inbox, group of 500', operation('getStaffInbox', { courseGroupId: String(ids.inboxGroup) })),
    staff(
      'group progress, 2,000 children',
      operation('getGroupProgress', { courseGroupId: String(ids.largeGroup), page: 0 }),
    ),
    staff('subscriptions, first page', operation('getStaffSubscriptions', { page: 0, search: '' })),
    staff('subscriptions by e-mail', operation('getStaffSubscriptions', { page: 0, search: 'ouder777@' })),
    staff('subscriptions by name', operation('getStaffSubscriptions', { page: 0, search: 'Bakker' })),
    staff('audit, first page', operation('getStaffAudit', { page: 0 })),
    staff('audit, page 100', operation('getStaffAudit', { page: 100 })),
  ];
}

const answeredWithoutErrors = (body: string) => body.startsWith('{"data"') && !body.includes('"errors"');

/**
 * Where the institute lives: a throwaway PostgreSQL, or (BENCH_ENGINE=pglite) PGlite in a folder, as `npm start` keeps
 * it. PGlite is one process's: the bench closes it before the server opens it, and opens it again to grow it.
 */
async function instituteOn(engine: string, dataDir: string, cleanup: Cleanup) {
  if (engine === 'pglite') {
    const pgliteDir = join(dataDir, 'pglite');
    return {
      describe: 'PGlite (the embedded default, in a folder)',
      open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
      release: (database: Database) => database.close(),
      serverArgs: ['pglite', dataDir],
    };
  }
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('npm run bench:scale needs PostgreSQL server binaries (apt-get install postgresql)');
  const postgres = await startThrowawayPostgres(binaries);
  cleanup.add(postgres.stop);
  const admin = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
  await admin.execute('create database koran_kids_scale');
  const version = (await admin.execute('show server_version')).rows[0]?.server_version;
  await admin.close();
  const url = postgres.url.replace(/\/postgres$/, '/koran_kids_scale');
  // One connection: the data's transaction is its statements in turn.
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  cleanup.add(database.close);
  return {
    describe: `PostgreSQL ${version} (throwaway: fsync off)`,
    open: async () => database,
    release: async () => undefined,
    serverArgs: [url, dataDir],
  };
}

async function main() {
  const engine = process.env.BENCH_ENGINE ?? 'postgres';
  const cleanup = new Cleanup();
  process.once('SIGINT', () => void cleanup.run().finally(() => process.exit(130)));
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'koran-kids-scale-'));
    cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
    progress(`starting ${engine} and importing the demo pack…`);
    const institute = await instituteOn(engine, dataDir, cleanup);
    let database = await institute.open();
    await database.migrate();
    await importContentPack(database.db, new LocalFileStorage(join(dataDir, 'files')), DEMO_PACK_FOLDER);
    const fixture = await fixtureOf(database);
    const sessions = {
      family: await createSession(database.db, fixture.parentId, null, 1),
      staff: await createSession(database.db, fixture.administratorId, null, 1, new Date(), 'staff'),
    };

    const results: Result[] = [];
    const csv: CsvDownload[] = [];
    let families = 0;
    for (const scale of SCALES) {
      const started = Date.now();
      await growInstitute(database.execute, fixture.courseId, families, scale * FAMILIES_AT_1X);
      families = scale * FAMILIES_AT_1X;
      progress(`${scale}×: ${families} families in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const groups = await groupIds(database);
      await institute.release(database);
      const server = startBenchServer('bench-server.ts', institute.serverArgs);
      const port = await server.ready;
      const target = (side: Read['side']): ApiTarget => ({
        url: `http://127.0.0.1:${port}/graphql`,
        headers: { 'api-version': API_VERSION, cookie: `${SESSION_COOKIE}=${sessions[side]}` },
        serverStats: server.stats,
      });
      for (const read of readsOf({ ...fixture, ...groups })) {
        const rate = RATE[read.side];
        await apiLoad(target(read.side), read.body, answeredWithoutErrors, WARM_UP_SECONDS, rate);
        const before = (await server.stats()).statements;
        const measured = await apiLoad(target(read.side), read.body, answeredWithoutErrors, SECONDS, rate);
        const statements = ((await server.stats()).statements - before) / (rate * SECONDS);
        if (measured.failures > 0) progress(`  ${read.name}: ${measured.failures} failed answers`);
        progress(`  ${read.name}: p50 ${format(measured.p50, 1)} ms, p99 ${format(measured.p99, 1)} ms`);
        results.push({ read: read.name, side: read.side, scale, measured, statements });
      }
      const saturated = await apiLoad(
        target('family'),
        readsOf({ ...fixture, ...groups })[0]?.body ?? {},
        answeredWithoutErrors,
        SECONDS,
        null,
      );
      csv.push({
        scale,
        dashboardPerSecond: saturated.requestsPerSecond,
        ...(await downloadCsv(port, sessions.staff, server.stats)),
      });
      await server.stop();
      database = await institute.open();
    }
    console.log(table(results, csv));
    console.log(
      `\n${institute.describe}, Node ${process.version}, ${cpus().length} CPUs; ${FAMILIES_AT_1X} families at 1×; ` +
        `each read ${SECONDS} s at ${RATE.family} (family) or ${RATE.staff} (staff) requests a second, evenly ` +
        `spread, after ${WARM_UP_SECONDS} s of warm-up; ` +
        `statements through the server's database module, per request; the dashboard's requests a second at ` +
        `saturation (10 connections).`,
    );
  } finally {
    await cleanup.run();
  }
}

/** The demo family's child and lesson, the demo course, and an administrator to ask as. */
async function fixtureOf(database: Database) {
  const { rows } = await database.execute(
    `select c.id as child_id, c.user_id as parent_id, s.course_id, l.id as lesson_id
       from users u join users_children c on c.user_id = u.id join subscriptions s on s.id = c.subscription_id
       join lessons l on l.course_id = s.course_id and l.sequence = 1
      where u.email = 'demo@koran-kids.test' and c.username = 'amina'`,
  );
  const [row] = rows;
  if (!row) throw new Error('the demo pack has no child amina');
  const administrator = await database.execute(
    `insert into users (oidc_issuer, oidc_subject, first_name, email, email_verified, staff_claim_kind)
     values ('https://bench.invalid/', 'administrator', 'Beheer', 'beheer@bench.test', true, 'administrator')
     returning id`,
  );
  return {
    childId: String(row.child_id),
    parentId: String(row.parent_id),
    courseId: Number(row.course_id),
    lessonId: Number(row.lesson_id),
    administratorId: String(administrator.rows[0]?.id),
  };
}

async function groupIds(database: Database) {
  const { rows } = await database.execute('select id, slug from course_groups where slug = any($1)', [
    [INBOX_GROUP, LARGE_GROUP],
  ]);
  const idOf = (slug: string) => Number(rows.find((row) => row.slug === slug)?.id);
  return { inboxGroup: idOf(INBOX_GROUP), largeGroup: idOf(LARGE_GROUP) };
}

type CsvDownload = {
  scale: number;
  dashboardPerSecond: number;
  rows: number;
  idleMb: number;
  peakMb: number;
  seconds: number;
};

/** Every subscription as CSV, read as it arrives; the server's memory before (idle) and at its peak meanwhile. */
async function downloadCsv(port: number, session: string, stats: () => Promise<{ peakRssBytes: number }>) {
  const megabytes = (bytes: number) => bytes / 1024 / 1024;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = (await stats()).peakRssBytes;
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/staff/subscriptions.csv`, {
    headers: { cookie: `${SESSION_COOKIE}=${session}`, 'api-version': API_VERSION },
  });
  if (!response.ok || !response.body) throw new Error(`the CSV answered ${response.status}`);
  let lines = 0;
  for await (const chunk of response.body) lines += String(Buffer.from(chunk)).split('\n').length - 1;
  const peak = (await stats()).peakRssBytes;
  return { rows: lines - 1, idleMb: megabytes(idle), peakMb: megabytes(peak), seconds: (Date.now() - started) / 1000 };
}

function table(results: Result[], csv: CsvDownload[]) {
  const first = SCALES[0] ?? 1;
  const last = SCALES.at(-1) ?? 1;
  const lines = [
    `| read | ${SCALES.map((scale) => `${scale}× p50 / p99 (ms)`).join(' | ')} | p50 ${last}× / ${first}× | statements |`,
    `|---|${SCALES.map(() => '---:').join('|')}|---:|---:|`,
  ];
  for (const read of [...new Set(results.map((result) => result.read))]) {
    const at = (scale: number) => results.find((result) => result.read === read && result.scale === scale);
    const cells = SCALES.map((scale) => {
      const measured = at(scale)?.measured;
      return measured ? `${format(measured.p50, 1)} / ${format(measured.p99, 1)}` : '–';
    });
    const ratio = (at(last)?.measured.p50 ?? Number.NaN) / (at(first)?.measured.p50 ?? Number.NaN);
    lines.push(
      `| ${read} | ${cells.join(' | ')} | ${format(ratio, 2)} | ${format(at(last)?.statements ?? Number.NaN, 1)} |`,
    );
  }
  lines.push(
    '',
    '| size | dashboard at saturation (req/s) | subscriptions CSV: rows | seconds | server memory idle → peak (MB) |',
    '|---|---:|---:|---:|---:|',
  );
  for (const download of csv)
    lines.push(
      `| ${download.scale}× | ${format(download.dashboardPerSecond, 0)} | ${download.rows} | ${format(download.seconds, 1)} | ` +
        `${format(download.idleMb, 0)} → ${format(download.peakMb, 0)} (+${format(download.peakMb - download.idleMb, 0)}) |`,
    );
  return lines.join('\n');
}

await main();
