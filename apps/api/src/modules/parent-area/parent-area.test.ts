import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';
import { childReferences } from './children.service.ts';

const OPEN = (pincode: string) => `mutation { validatePincode(pincode: "${pincode}") { isCorrect } }`;
const CONTACT = `mutation updateContactInformation($input: ContactInformationInput!) {
  updateContactInformation(input: $input) { address postcode city phone }
}`;
const LESSONS =
  'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id lessonNumber achievements { id } } } }';

describe('the parent area', () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  const child: Record<string, string> = {};
  const countRows = async (childId: string) => {
    let total = 0;
    for (const [table, columns] of await childReferences(app.database.db)) {
      const where = columns.map((column) => `${column} = $1`).join(' or ');
      const { rows } = await app.database.execute(`select count(*)::int as n from ${table} where ${where}`, [childId]);
      total += Number(rows[0]?.n);
    }
    return total;
  };

  beforeAll(async () => {
    app = await startTestApp();
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    const { rows } = await app.database.execute('select id, username from users_children');
    for (const row of rows) child[String(row.username)] = String(row.id);
  });
  afterAll(() => app.close());

  const operations = (childId: string) =>
    [
      ['{ familyOverview { id } }', {}],
      ['query q($id: ID!) { childProgression(userChildId: $id) { weeks { week } } }', { id: childId }],
      ['{ parentLessons { id } }', {}],
      ['{ contactInformation { city } }', {}],
      ['{ review { rating } }', {}],
      [
        'mutation m($id: ID!) { updateChildDetails(userChildId: $id, input: { name: "X", avatar: "boy-1", gender: "boy", dateOfBirth: "2017-01-01", openProfile: true }, details: {}) }',
        { id: childId },
      ],
      ['mutation m($id: ID!) { deleteUserChild(userChildId: $id, username: "amina") }', { id: childId }],
      ['mutation m($id: ID!) { lockLesson(userChildId: $id, lessonId: "2") }', { id: childId }],
      [CONTACT, { input: { address: 'Straat 1', postcode: '1234 AB', city: 'Utrecht', phone: '0612345678' } }],
      ['mutation { upsertReview(rating: 1) { rating } }', {}],
      ['mutation m($id: ID!) { insertMessage(userChildId: $id, title: "a", message: "b") { id } }', { id: childId }],
      ['mutation m($id: ID!) { unlockLesson(userChildId: $id, lessonId: "2") { id } }', { id: childId }],
    ] as const;

  it('refuses every parent-area operation without a fresh pincode check, and changes nothing', async () => {
    const before = await countRows(child.amina ?? '');
    for (const [operation, variables] of operations(child.amina ?? '')) {
      expect(codeOf(await app.gql(demo, operation, variables)), operation).toBe('PARENT_AREA_REQUIRED');
    }
    const exported = await app.server.app.inject({
      method: 'GET',
      url: `/exports/children/${child.amina}.json`,
      headers: { cookie: demo },
    });
    expect(exported.statusCode).toBe(403);
    expect(await countRows(child.amina ?? '')).toBe(before);
    const { rows } = await app.database.execute('select count(*)::int as n from reviews');
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses another family's child in the parent area", async () => {
    await app.gql(neighbours, OPEN('5678'));
    for (const [operation, variables] of operations(child.amina ?? '')) {
      if (!('id' in variables)) continue;
      expect(codeOf(await app.gql(neighbours, operation, variables)), operation).toBe('FORBIDDEN');
    }
    const exported = await app.server.app.inject({
      method: 'GET',
      url: `/exports/children/${child.amina}.json`,
      headers: { cookie: neighbours },
    });
    expect(exported.statusCode).toBe(404);
  });

  it('keeps contact details on the shop order, in Dutch formats, and saves nothing when one is wrong', async () => {
    await app.gql(demo, OPEN('1234'));
    const good = { address: 'Dorpsstraat 5', postcode: '1234ab', city: 'Zeist', phone: '06-98765432' };
    const bad = await app.gql(demo, CONTACT, { input: { ...good, postcode: '0123 AB', phone: '12345' } });
    expect(bad.errors?.[0]?.extensions?.problems).toEqual({ postcode: 'postcode', phone: 'phone' });
    expect((await app.gql(demo, '{ contactInformation { postcode } }')).data?.contactInformation).toEqual({
      postcode: '3511 AB',
    });
    const saved = await app.gql(demo, CONTACT, { input: good });
    expect(saved.data?.updateContactInformation).toEqual({
      address: 'Dorpsstraat 5',
      postcode: '1234 AB',
      city: 'Zeist',
      phone: '0698765432',
    });
  });

  it('keeps one review per parent', async () => {
    await app.gql(demo, 'mutation { upsertReview(rating: 4, comment: "Mooi") { rating } }');
    const changed = await app.gql(demo, 'mutation { upsertReview(rating: 5) { rating comment } }');
    expect(changed.data?.upsertReview).toEqual({ rating: 5, comment: null });
    expect(codeOf(await app.gql(demo, 'mutation { upsertReview(rating: 6) { rating } }'))).toBe('BAD_INPUT');
    const { rows } = await app.database.execute('select count(*)::int as n from reviews');
    expect(rows[0]?.n).toBe(1);
  });

  it('locks an opened lesson again only while the child has not begun it', async () => {
    const lessons = (await app.gql(demo, LESSONS, { id: child.yusuf })).data?.childLessons as {
      lessons: { id: string; achievements: { id: string }[] }[];
    };
    const [first, second] = lessons.lessons;
    await app.gql(
      demo,
      'mutation m($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
      { id: child.yusuf, ids: first?.achievements.map((achievement) => achievement.id) },
    );
    const unlock = `mutation m($id: ID!, $lesson: ID!) { unlockLesson(userChildId: $id, lessonId: $lesson) { id } }`;
    const lock = `mutation m($id: ID!, $lesson: ID!) { lockLesson(userChildId: $id, lessonId: $lesson) }`;
    await app.gql(demo, unlock, { id: child.yusuf, lesson: second?.id });
    expect((await app.gql(demo, lock, { id: child.yusuf, lesson: second?.id })).data?.lockLesson).toBe(true);
    expect(codeOf(await app.gql(demo, lock, { id: child.yusuf, lesson: first?.id }))).toBe('LESSON_STARTED');
    const progression = await app.gql(
      demo,
      'query q($id: ID!) { childProgression(userChildId: $id) { lessons { lessonNumber finished tasksDone } weeks { tasks } } }',
      { id: child.yusuf },
    );
    const data = progression.data?.childProgression as { lessons: unknown[]; weeks: { tasks: number }[] };
    expect(data.lessons[0]).toEqual({ lessonNumber: 1, finished: true, tasksDone: 4 });
    expect(data.weeks.reduce((sum, week) => sum + week.tasks, 0)).toBe(4);
  });

  it('tells the child once that a lesson is open, however often the parent locks and reopens it', async () => {
    await app.gql(neighbours, OPEN('5678'));
    const lessons = (await app.gql(neighbours, LESSONS, { id: child.bilal })).data?.childLessons as {
      lessons: { id: string; achievements: { id: string }[] }[];
    };
    const [first, second] = lessons.lessons;
    await app.gql(
      neighbours,
      'mutation m($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
      { id: child.bilal, ids: first?.achievements.map((achievement) => achievement.id) },
    );
    const unlock = `mutation m($id: ID!, $lesson: ID!) { unlockLesson(userChildId: $id, lessonId: $lesson) { id } }`;
    const lock = `mutation m($id: ID!, $lesson: ID!) { lockLesson(userChildId: $id, lessonId: $lesson) }`;
    const lessonOpenMessages = async () => {
      const { rows } = await app.database.execute(
        `select id, opened from messages where users_child_id = $1 and lesson_id = $2 and title = 'lesson-unlocked'
          order by created_at`,
        [child.bilal, second?.id],
      );
      return rows.map((row) => ({ id: String(row.id), opened: Boolean(row.opened) }));
    };
    const variables = { id: child.bilal, lesson: second?.id };

    // Two taps at once, then locked and reopened before the child looked: one unread message.
    await Promise.all([app.gql(neighbours, unlock, variables), app.gql(neighbours, unlock, variables)]);
    await app.gql(neighbours, lock, variables);
    expect(await lessonOpenMessages()).toEqual([]);
    await app.gql(neighbours, unlock, variables);
    await app.gql(neighbours, unlock, variables);
    const [told] = await lessonOpenMessages();
    expect(await lessonOpenMessages()).toEqual([{ id: told?.id, opened: false }]);

    // The child read it; closed and opened again since is news, once.
    await app.gql(
      neighbours,
      'mutation m($id: ID!, $message: ID!) { markMessageAsRead(userChildId: $id, messageId: $message) { id } }',
      {
        id: child.bilal,
        message: told?.id,
      },
    );
    await app.gql(neighbours, lock, variables);
    expect(await lessonOpenMessages()).toEqual([{ id: told?.id, opened: true }]);
    await app.gql(neighbours, unlock, variables);
    expect((await lessonOpenMessages()).map((message) => message.opened)).toEqual([true, false]);
  });

  it('exports a child readably, part by part with each field explained, and deletes it with all of it', async () => {
    await app.database.execute(`insert into friend_requests (sender_id, receiver_id, accepted) values ($1, $2, true)`, [
      child.noor,
      child.yusuf,
    ]);
    // A table added later that refers to a child is exported too, as it is stored.
    await app.database.execute(
      'create table later_notes (child_id uuid references users_children(id) on delete cascade, note text)',
    );
    await app.database.execute("insert into later_notes values ($1, 'een notitie')", [child.yusuf]);
    const exportOf = async (language: string) => {
      const response = await app.server.app.inject({
        method: 'GET',
        url: `/exports/children/${child.yusuf}.json?lang=${language}`,
        headers: { cookie: demo },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { explanation: Record<string, string> } & Record<string, unknown>;
    };
    const exported = await exportOf('nl');
    expect(exported).toMatchObject({
      about: expect.stringContaining('Yusuf'),
      profile: { username: 'yusuf', name: 'Yusuf' },
      friends: [{ username: 'noor', name: 'Noor', askedByThisChild: false, accepted: true }],
      otherStoredData: { later_notes: [{ note: 'een notitie' }] },
    });
    expect(Object.keys(exported)).toEqual(
      expect.arrayContaining(['explanation', 'favouritesAndTexts', 'lessons', 'messages', 'finalSteps']),
    );
    expect(exported.explanation.secondsWatched).toMatch(/seconden/);
    expect((await exportOf('en')).explanation.secondsWatched).toMatch(/seconds/);
    // A lesson holds as many tasks as the institute gave it, not always five.
    expect(exported.explanation.percentage).toBe(
      'Hoeveel procent van de opdrachten van de les af is; tasksDone noemt welke.',
    );
    expect((await exportOf('en')).explanation.percentage).not.toMatch(/five/);
    expect(JSON.stringify(exported)).not.toMatch(/"(users_child_id|user_child_id|id_hash)"/);

    const remove =
      'mutation m($id: ID!, $username: String!) { deleteUserChild(userChildId: $id, username: $username) }';
    expect(codeOf(await app.gql(demo, remove, { id: child.yusuf, username: 'yusu' }))).toBe('BAD_INPUT');
    expect(await countRows(child.yusuf ?? '')).toBeGreaterThan(0);
    expect((await app.gql(demo, remove, { id: child.yusuf, username: 'Yusuf' })).data?.deleteUserChild).toBe(
      child.yusuf,
    );
    expect(await countRows(child.yusuf ?? '')).toBe(0);
    const { rows } = await app.database.execute('select count(*)::int as n from users_children where id = $1', [
      child.yusuf,
    ]);
    expect(rows[0]?.n).toBe(0);
    const noorsFriends = await app.gql(neighbours, 'query q($id: ID!) { activeFriends(userChildId: $id) { name } }', {
      id: child.noor,
    });
    expect(noorsFriends.data?.activeFriends).toEqual([]);
  });
});
