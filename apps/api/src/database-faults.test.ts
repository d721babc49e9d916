import { openDatabase } from '@koran-kids/db';
import { API_VERSION } from '@koran-kids/protocol';
import { type Browser, signInThroughProvider } from '@koran-kids/testing/http-browser';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '@koran-kids/testing/postgres-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type startCopy, startTwoCopies } from './testing/server-process.ts';

const PROGRESS =
  'mutation m($id: ID!, $lesson: ID!) { updateViewCount(userChildId: $id, lessonId: $lesson) { viewCount } }';
const FAMILY_PAGE = '{ subscription { children { id name } } }';
/** The subscription page: it reads no progress (the family page does: its stars). */
const SUBSCRIPTION_PAGE = '{ availability { isActive endsOn profileCount maxProfiles } }';
/** Far above any wait the server should have; only a hang reaches it. */
const NO_ANSWER_MS = 12_000;

/** Statements waiting for a lock on the progress table. */
const lockWaiters = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const { rows } = await database.execute(
    `select count(*)::int as n from pg_locks where not granted and relation = 'user_lesson_progresses'::regclass`,
  );
  return Number(rows[0]?.n);
};

type Answer = { status: number | 'no answer'; code?: string; retryAfter?: string | null; ms: number; sentAt: number };

const binaries = findPostgresBinaries();

// A PostgreSQL of its own: the one the other tests share must not restart under them.
describe.runIf(binaries)('the database fails under two server copies', () => {
  let postgres: ThrowawayPostgres;
  let copies: Awaited<ReturnType<typeof startCopy>>[];
  let browser: Browser;
  let amina: string;
  let lessonId: string;

  const send = async (origin: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const sentAt = Date.now();
    try {
      const response = await browser.fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-version': API_VERSION },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(NO_ANSWER_MS),
      });
      const body = (await response.json().catch(() => ({}))) as {
        data?: Record<string, unknown>;
        errors?: { extensions?: { code?: string } }[];
      };
      const code = body.errors?.[0]?.extensions?.code;
      const status = response.ok && body.data && !body.errors ? 200 : response.status;
      return { status, code, retryAfter: response.headers.get('retry-after'), ms: Date.now() - sentAt, sentAt };
    } catch {
      return { status: 'no answer', ms: Date.now() - sentAt, sentAt };
    }
  };
  const readiness = async (origin: string) => {
    const sentAt = Date.now();
    const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(NO_ANSWER_MS) }).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    return { status, ms: Date.now() - sentAt };
  };
  const isRunning = (copy: (typeof copies)[number]) =>
    copy.process.exitCode === null && copy.process.signalCode === null;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(binaries ?? '');
    const environment = { RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'fatal' };
    copies = await startTwoCopies(postgres.url, { environment });
    browser = await signInThroughProvider(copies[0]?.origin ?? '', 'demo@koran-kids.test', 'demo-ouder-2026');
    const ask = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await browser.fetch(`${copies[0]?.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-version': API_VERSION },
        body: JSON.stringify({ query, variables }),
      });
      // biome-ignore lint/suspicious/noExplicitAny: two answers read field by field just below.
      return ((await response.json()) as { data: any }).data;
    };
    const family = await ask(FAMILY_PAGE);
    amina = family.subscription.children.find((child: { name: string }) => child.name === 'Amina').id;
    const lessons = await ask('query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } }', { id: amina });
    lessonId = lessons.childLessons.lessons[0].id;
  }, 240_000);
  afterAll(async () => {
    await Promise.all((copies ?? []).map((copy) => copy.stop()));
    await postgres?.stop();
  });

  it('rides through a PostgreSQL restart during progress writes: both copies stay up and lose nothing', async () => {
    const writes: Answer[] = [];
    let isWriting = true;
    const writer = async (worker: number) => {
      for (let turn = worker; isWriting; turn++) {
        const origin = copies[turn % 2]?.origin ?? '';
        writes.push(await send(origin, PROGRESS, { id: amina, lesson: lessonId }));
        // A browser that got no answer or a refusal waits a moment, as the web app does.
        if (writes.at(-1)?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const writers = Array.from({ length: 4 }, (_, worker) => writer(worker));
    const acknowledged = () => writes.filter((write) => write.status === 200).length;
    while (acknowledged() < 40) await new Promise((resolve) => setTimeout(resolve, 20));

    const readinessWhileDown: { status: number | 'no answer'; ms: number }[] = [];
    let downAt = 0;
    await postgres.restart(async () => {
      downAt = Date.now();
      // Long enough that requests meet the database down, on every copy.
      while (Date.now() - downAt < 1500) {
        readinessWhileDown.push(...(await Promise.all(copies.map((copy) => readiness(copy.origin)))));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const backAt = Date.now();
    const recoveredAfter = async (origin: string) => {
      for (;;) {
        const answer = await send(origin, PROGRESS, { id: amina, lesson: lessonId });
        if (answer.status === 200 || Date.now() - backAt > NO_ANSWER_MS) return Date.now() - backAt;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const recoveryMs = await Promise.all(copies.map((copy) => recoveredAfter(copy.origin)));
    const readyAgain = async (origin: string) => {
      const checks = [await readiness(origin)];
      while (checks.at(-1)?.status !== 200 && Date.now() - backAt < NO_ANSWER_MS) checks.push(await readiness(origin));
      return checks;
    };
    const readinessAfter = (await Promise.all(copies.map((copy) => readyAgain(copy.origin)))).flat();
    const readyAgainMs = Date.now() - backAt;
    isWriting = false;
    await Promise.all(writers);

    const failed = writes.filter((write) => write.status !== 200);
    const { rows } = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 }).then(async (admin) => {
      try {
        return await admin.execute(
          'select view_count from user_lesson_progresses where users_child_id = $1 and lesson_id = $2',
          [amina, Number(lessonId)],
        );
      } finally {
        await admin.close();
      }
    });
    const figures = {
      sent: writes.length + recoveryMs.length,
      acknowledged: acknowledged(),
      failed: failed.length,
      failedStatuses: [...new Set(failed.map((write) => `${write.status} ${write.code ?? ''}`))],
      slowestFailureMs: Math.max(0, ...failed.map((write) => write.ms)),
      recoveryMs,
      readyAgainMs,
      readinessWhileDown: [...new Set(readinessWhileDown.map((check) => check.status))],
      slowestReadinessMs: Math.max(...[...readinessWhileDown, ...readinessAfter].map((check) => check.ms)),
    };
    console.info('PostgreSQL restart under two copies:', JSON.stringify(figures));

    expect(copies.map(isRunning)).toEqual([true, true]);
    // Nothing acknowledged is lost (a refused write may have been counted too: at most every one sent).
    expect(Number(rows[0]?.view_count)).toBeGreaterThanOrEqual(acknowledged());
    expect(Number(rows[0]?.view_count)).toBeLessThanOrEqual(figures.sent);
    // The writes that met the database down failed at once, with a clear answer the web app retries.
    expect(failed.length).toBeGreaterThan(0);
    for (const write of failed) {
      expect({ status: write.status, code: write.code }).toEqual({ status: 503, code: 'SERVER_BUSY' });
      expect(Number(write.retryAfter)).toBeGreaterThan(0);
    }
    expect(Math.max(...recoveryMs)).toBeLessThan(10_000);
    expect(readinessWhileDown.every((check) => check.status === 503)).toBe(true);
    expect(readyAgainMs).toBeLessThan(10_000);
    expect(figures.slowestReadinessMs).toBeLessThan(1000);
  }, 90_000);

  it('a locked table fails its own requests within seconds; a page without it and /readyz answer meanwhile', async () => {
    const origin = copies[0]?.origin ?? '';
    const holder = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
    const observer = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isLocked = () => {};
    const locked = new Promise<void>((resolve) => {
      isLocked = resolve;
    });
    // As a long migration or a stuck transaction elsewhere would.
    const holding = holder.db.transaction(async (tx) => {
      await tx.execute(sql`lock table user_lesson_progresses in access exclusive mode`);
      isLocked();
      await released;
    });
    await locked;
    let writes: Answer[];
    let page: Answer;
    let ready: Awaited<ReturnType<typeof readiness>>;
    try {
      // Twice as many progress writes as the copy has connections (10): every one meets the lock.
      const writing = Array.from({ length: 20 }, () => send(origin, PROGRESS, { id: amina, lesson: lessonId }));
      // Until every connection of the copy waits for the lock (or the first waits have ended, with the fix).
      const waitingSince = Date.now();
      while ((await lockWaiters(observer)) < 10 && Date.now() - waitingSince < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      [page, ready] = await Promise.all([send(origin, SUBSCRIPTION_PAGE), readiness(origin)]);
      writes = await Promise.all(writing);
    } finally {
      release();
      await holding;
      await Promise.all([holder.close(), observer.close()]);
    }
    const after = await send(origin, PROGRESS, { id: amina, lesson: lessonId });
    console.info(
      'A locked table:',
      JSON.stringify({
        page,
        readiness: ready,
        writes: [...new Set(writes.map((write) => `${write.status} ${write.code ?? ''}`))],
        slowestWriteMs: Math.max(...writes.map((write) => write.ms)),
        afterwards: after.status,
      }),
    );

    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(NO_ANSWER_MS / 2);
    expect(ready.status).toBe(200);
    expect(ready.ms).toBeLessThan(1000);
    for (const write of writes) {
      expect({ status: write.status, code: write.code }).toEqual({ status: 503, code: 'SERVER_BUSY' });
      expect(write.ms).toBeLessThan(NO_ANSWER_MS / 2);
    }
    expect(after.status).toBe(200);
  }, 60_000);
});
