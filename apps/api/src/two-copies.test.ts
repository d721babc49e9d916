import { createBlankPostgresDatabase, testEngines } from '@koran-kids/db/testing';
import { API_VERSION } from '@koran-kids/protocol';
import { type Browser, signInThroughProvider } from '@koran-kids/testing/http-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_EVERY_MS } from './rate-limit-store.ts';
import { type startCopy, startTwoCopies } from './testing/server-process.ts';

const graphql = async (browser: Browser, origin: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await browser.fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': API_VERSION },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field in the test below.
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
};

describe.runIf(testEngines().includes('postgres'))('two server copies on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createBlankPostgresDatabase>>;
  let one: Awaited<ReturnType<typeof startCopy>>;
  let two: Awaited<ReturnType<typeof startCopy>>;

  beforeAll(async () => {
    database = await createBlankPostgresDatabase();
    // Both start on the empty database at once: one migrates and imports, the other waits for it.
    const environment = { RATE_LIMIT_PER_MINUTE: '60' };
    [one, two] = await startTwoCopies(database.url, { environment });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.close();
  });

  it('sees on one copy the session, the pincode lock and the progress written on the other', async () => {
    const { rows } = await database.execute('select count(*)::int as n from courses');
    expect(rows[0]?.n).toBe(1);

    const browser = await signInThroughProvider(one.origin, 'demo@koran-kids.test', 'demo-ouder-2026');
    const viewer = await graphql(browser, two.origin, '{ viewer { id } subscription { children { id name } } }');
    expect(viewer.data?.viewer).toEqual({ id: expect.any(String) });
    const amina = viewer.data?.subscription.children.find((child: { name: string }) => child.name === 'Amina').id;

    const lessons = await graphql(
      browser,
      one.origin,
      'query q($id: ID!) { childLessons(userChildId: $id) { lessons { achievements { id } } } }',
      { id: amina },
    );
    await graphql(
      browser,
      one.origin,
      'mutation m($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
      { id: amina, ids: lessons.data?.childLessons.lessons[0].achievements.map((item: { id: string }) => item.id) },
    );
    const seen = await graphql(
      browser,
      two.origin,
      'query q($id: ID!) { childLessons(userChildId: $id) { stars lessons { percentage finished } } }',
      { id: amina },
    );
    expect(seen.data?.childLessons.stars).toBe(1);
    expect(seen.data?.childLessons.lessons[0]).toEqual({ percentage: 100, finished: true });

    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await graphql(browser, one.origin, 'mutation { validatePincode(pincode: "9999") { isCorrect } }');
      expect(wrong.data?.validatePincode.isCorrect).toBe(false);
    }
    const locked = await graphql(
      browser,
      two.origin,
      'mutation { validatePincode(pincode: "1234") { isCorrect attemptsLeft lockedUntil } }',
    );
    expect(locked.data?.validatePincode).toMatchObject({ isCorrect: false, attemptsLeft: 0 });
    expect(locked.data?.validatePincode.lockedUntil).toBeTruthy();
  });

  it('shares the rate limits: two copies together allow an address its limit once, not twice', async () => {
    const statuses: number[] = [];
    for (const origin of [one.origin, two.origin]) {
      // A copy writes its counts every WRITE_EVERY_MS: what copy one let in reaches copy two's counts by then.
      if (origin === two.origin) await new Promise((resolve) => setTimeout(resolve, 2 * WRITE_EVERY_MS));
      for (let request = 0; request < 40; request++) {
        const response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'api-version': API_VERSION,
            cookie: `kk_session=made-up-${request}`,
          },
          body: JSON.stringify({ query: '{ apiVersion }' }),
        });
        statuses.push(response.status);
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it("shows a change to the course's lessons on every copy at once, though each keeps them in memory", async () => {
    const browser = await signInThroughProvider(two.origin, 'demo@koran-kids.test', 'demo-ouder-2026');
    const viewer = await graphql(browser, one.origin, '{ subscription { children { id name } } }');
    const amina = viewer.data?.subscription.children.find((child: { name: string }) => child.name === 'Amina').id;
    const firstLessonOn = async (origin: string) =>
      (
        await graphql(
          browser,
          origin,
          'query q($id: ID!) { childLessons(userChildId: $id) { lessons { name { nl } achievements { type } } } }',
          { id: amina },
        )
      ).data?.childLessons.lessons[0];
    expect((await firstLessonOn(one.origin)).name.nl).not.toBe('Nieuwe naam');
    await firstLessonOn(two.origin);

    // As a content import or the staff area on a third copy would: straight in the database.
    await database.execute(
      `update lessons set name = '{"nl": "Nieuwe naam", "en": "New name"}' where sequence = 1;
       delete from achievements where achievement_type = 'QUIZ' and lesson_id = (select id from lessons where sequence = 1)`,
    );
    for (const origin of [one.origin, two.origin]) {
      const lesson = await firstLessonOn(origin);
      expect(lesson.name.nl).toBe('Nieuwe naam');
      expect(lesson.achievements.map((task: { type: string }) => task.type)).not.toContain('QUIZ');
    }
  });
});
