import { createBlankPostgresDatabase, testEngines } from '@koran-kids/db/testing';
import { API_VERSION } from '@koran-kids/protocol';
import { type Browser, signInThroughProvider } from '@koran-kids/testing/http-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCopy } from './testing/server-process.ts';

const WRITES = 1000;
const KILL_AFTER = 300;
const WORKERS = 10;

describe.runIf(testEngines().includes('postgres'))('a crash does not lose acknowledged writes', () => {
  let database: Awaited<ReturnType<typeof createBlankPostgresDatabase>>;

  beforeAll(async () => {
    database = await createBlankPostgresDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('keeps every acknowledged write after kill -9 in the middle of 1,000, and starts again', async () => {
    const server = await startCopy(database.url);
    const browser: Browser = await signInThroughProvider(server.origin, 'demo@koran-kids.test', 'demo-ouder-2026');
    const post = (origin: string, query: string, variables: Record<string, unknown>) =>
      browser.fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-version': API_VERSION },
        body: JSON.stringify({ query, variables }),
      });
    const family = await (await post(server.origin, '{ subscription { children { id name } } }', {})).json();
    const amina = family.data.subscription.children.find((child: { name: string }) => child.name === 'Amina').id;
    const lessons = await (
      await post(server.origin, 'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } }', {
        id: amina,
      })
    ).json();
    const lessonId = lessons.data.childLessons.lessons[0].id;

    let sent = 0;
    let acknowledged = 0;
    let killed: Promise<void> | null = null;
    const worker = async () => {
      while (sent < WRITES) {
        sent++;
        try {
          const response = await post(
            server.origin,
            'mutation m($id: ID!, $lesson: ID!) { updateViewCount(userChildId: $id, lessonId: $lesson) { viewCount } }',
            { id: amina, lesson: lessonId },
          );
          const body = await response.json();
          if (body.data?.updateViewCount) acknowledged++;
        } catch {
          return; // the server is gone
        }
        if (acknowledged >= KILL_AFTER && !killed) killed = server.stop('SIGKILL', true);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await killed;
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged).toBeLessThan(WRITES);

    const again = await startCopy(database.url, { dataDir: server.dataDir });
    try {
      const seen = await (
        await post(again.origin, 'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } }', {
          id: amina,
        })
      ).json();
      expect(seen.data.childLessons.lessons[0].id).toBe(lessonId);
      const { rows } = await database.execute(
        'select view_count from user_lesson_progresses where users_child_id = $1 and lesson_id = $2',
        [amina, Number(lessonId)],
      );
      expect(Number(rows[0]?.view_count)).toBeGreaterThanOrEqual(acknowledged);
      expect(Number(rows[0]?.view_count)).toBeLessThanOrEqual(sent);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('on SIGTERM says 503 on /readyz at once, finishes the requests in flight, then exits', async () => {
    const server = await startCopy(database.url, { environment: { SHUTDOWN_DELAY_SECONDS: '2' } });
    const browser = await signInThroughProvider(server.origin, 'buren@koran-kids.test', 'demo-ouder-2026');
    const request = () =>
      browser
        .fetch(`${server.origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-version': API_VERSION },
          body: JSON.stringify({ query: '{ subscription { children { id name stars } } }' }),
        })
        .then((response) => response.status);
    const inFlight = Array.from({ length: 40 }, request);
    server.process.kill('SIGTERM');
    const signalledAt = Date.now();
    let readiness = 0;
    while (readiness !== 503 && Date.now() - signalledAt < 1500) {
      readiness = await fetch(`${server.origin}/readyz`).then((response) => response.status);
    }
    expect(readiness).toBe(503);
    expect(Date.now() - signalledAt).toBeLessThan(1000);
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await server.exited).toBe(0);
    await server.stop();
  }, 60_000);
});
