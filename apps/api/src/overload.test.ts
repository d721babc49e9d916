import { testEngines } from '@koran-kids/db/testing';
import { API_VERSION } from '@koran-kids/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

const PROGRESS =
  'mutation m($id: ID!, $lesson: ID!) { updateViewCount(userChildId: $id, lessonId: $lesson) { viewCount } }';
/** Far above any wait the server should have; only a hang reaches it. */
const NO_ANSWER_MS = 10_000;
const IN_FLIGHT = 4;

type Answer = { status: number | 'no answer'; code?: unknown; retryAfter?: unknown; ms: number };

describe.each(testEngines())('a copy whose database is held up, on %s', (engine) => {
  let app: TestApp;
  let cookie: string;
  let variables: { id: string; lesson: string };

  beforeAll(async () => {
    app = await startTestApp({
      engine,
      environment: { MAX_REQUESTS_IN_FLIGHT: String(IN_FLIGHT), REQUEST_TIMEOUT_MS: '1500' },
    });
    cookie = await app.signIn('demo@koran-kids.test');
    const family = await app.gql(cookie, '{ subscription { children { id name } } }');
    const children = (family.data?.subscription as { children: { id: string; name: string }[] } | undefined)?.children;
    const id = children?.find((child) => child.name === 'Amina')?.id ?? '';
    const lessons = await app.gql(cookie, 'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } }', {
      id,
    });
    variables = {
      id,
      lesson: (lessons.data?.childLessons as { lessons: { id: string }[] } | undefined)?.lessons[0]?.id ?? '',
    };
  });
  afterAll(() => app?.close());

  /** One request through the whole server, given up on after NO_ANSWER_MS (today's code never answered). */
  const timed = async (
    request: () => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
  ) => {
    const sentAt = Date.now();
    const noAnswer = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), NO_ANSWER_MS));
    const response = await Promise.race([request(), noAnswer]);
    if (response === 'no answer') return { status: response, ms: Date.now() - sentAt } satisfies Answer;
    const body = JSON.parse(response.body || '{}') as { errors?: { extensions?: { code?: string } }[] };
    return {
      status: response.statusCode,
      code: body.errors?.[0]?.extensions?.code,
      retryAfter: response.headers['retry-after'],
      ms: Date.now() - sentAt,
    } satisfies Answer;
  };
  const progress = () =>
    timed(() =>
      app.server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'api-version': API_VERSION, cookie },
        payload: { query: PROGRESS, variables },
      }),
    );
  const readiness = () => timed(() => app.server.app.inject({ method: 'GET', url: '/readyz' }));
  /** The figures, as an operator's Prometheus on this machine reads them (no METRICS_TOKEN outside production). */
  const scrape = async () => {
    const sentAt = Date.now();
    const answer = await app.server.app.inject({ method: 'GET', url: '/metrics' });
    const figure = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(answer.body)?.[1]);
    return { status: answer.statusCode, ms: Date.now() - sentAt, figure };
  };

  /**
   * Holds the database up as a stuck request or a migration would: PGlite (one connection) entirely, PostgreSQL
   * the progress table.
   */
  async function holdDatabase() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isHeld = () => {};
    const held = new Promise<void>((resolve) => {
      isHeld = resolve;
    });
    const holding = app.database.db.transaction(async (tx) => {
      if (engine === 'postgres') await tx.execute(sql`lock table user_lesson_progresses in access exclusive mode`);
      isHeld();
      await released;
    });
    await held;
    return async () => {
      release();
      await holding;
    };
  }

  it('answers the requests it cannot take 503 at once, the stuck ones 503 in time, and /readyz and /metrics within a second', async () => {
    const release = await holdDatabase();
    let stuck: Answer[];
    let shed: Answer[];
    let ready: Answer;
    let figures: Awaited<ReturnType<typeof scrape>>;
    try {
      const stuckRequests = Array.from({ length: IN_FLIGHT }, progress);
      // Let them reach the database before more come.
      await new Promise((resolve) => setTimeout(resolve, 200));
      shed = await Promise.all(Array.from({ length: 6 }, progress));
      ready = await readiness();
      figures = await scrape();
      stuck = await Promise.all(stuckRequests);
    } finally {
      await release();
    }
    console.info(
      `held ${engine}:`,
      JSON.stringify({ shedMs: Math.max(...shed.map((a) => a.ms)), stuckMs: stuck.map((a) => a.ms), ready }),
    );

    for (const answer of [...shed, ...stuck]) {
      expect({ status: answer.status, code: answer.code, retryAfter: answer.retryAfter }).toEqual({
        status: 503,
        code: 'SERVER_BUSY',
        retryAfter: '2',
      });
    }
    // Shed at once: far less than the request time limit that answers the stuck ones.
    for (const answer of shed) expect(answer.ms).toBeLessThan(1000);
    for (const answer of stuck) expect(answer.ms).toBeLessThan(NO_ANSWER_MS / 2);
    expect(ready.ms).toBeLessThan(1000);
    // PGlite held is a database that does not answer; PostgreSQL with one table locked still does.
    expect(ready.status).toBe(engine === 'pglite' ? 503 : 200);

    // The operator sees it: every slot taken, the database not answering (PGlite held), each busy answer counted.
    expect(figures.status).toBe(200);
    expect(figures.ms).toBeLessThan(1000);
    expect(figures.figure('koran_kids_requests_in_flight')).toBe(IN_FLIGHT);
    expect(figures.figure('koran_kids_database_reachable')).toBe(engine === 'pglite' ? 0 : 1);
    const busy = 'koran_kids_errors_total\\{code="SERVER_BUSY",route="/graphql",operation="other"\\}';
    expect((await scrape()).figure(busy)).toBe(shed.length + stuck.length);

    // Held no longer: the same request works at once.
    const after = await progress();
    expect(after.status).toBe(200);
  });
});
