import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

/** Every list comes from a fixed number of statements: as many for 20 rows as for 1. */
describe('SQL statements per operation stay constant as lists grow', () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  const child: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    const { rows } = await app.database.execute('select id, username from users_children');
    for (const row of rows) child[String(row.username)] = String(row.id);
    // Amina: progress, tasks and messages in all 20 lessons; Yusuf: in one.
    for (const [username, lessons] of [
      ['amina', 20],
      ['yusuf', 1],
    ] as const) {
      await app.database.execute(
        `insert into user_lesson_progresses (user_id, users_child_id, lesson_id, percentage, finished)
         select c.user_id, c.id, l.id, 100, true from users_children c, lessons l
          where c.username = $1 and l.sequence <= $2`,
        [username, lessons],
      );
      await app.database.execute(
        `insert into accomplished_achievements (achievement_id, user_child_id)
         select a.id, c.id from users_children c, achievements a join lessons l on l.id = a.lesson_id
          where c.username = $1 and l.sequence <= $2`,
        [username, lessons],
      );
      await app.database.execute(
        `insert into messages (users_child_id, "from", title, message)
         select c.id, 'PARENT', 'Bericht ' || n, 'Tekst' from users_children c, generate_series(1, $2) n where c.username = $1`,
        [username, lessons],
      );
    }
    // Noor: 30 friends; Bilal: one.
    await app.database.execute(
      `insert into users_children (username, name, gender, date_of_birth, avatar, open_profile, subscription_id, user_id)
       select 'vriend' || n, 'Vriend ' || n, 'boy', date '2017-01-01', 'boy-1', true, c.subscription_id, c.user_id
         from generate_series(1, 31) n, users_children c where c.username = 'amina'`,
    );
    await app.database.execute(
      `insert into friend_requests (sender_id, receiver_id, accepted, sender_parent_approved_at, receiver_parent_approved_at)
       select f.id, n.id, true, now(), now() from users_children f, users_children n
        where n.username = 'noor' and f.username like 'vriend%' and f.username <> 'vriend31'
       union all
       select f.id, b.id, true, now(), now() from users_children f, users_children b
        where b.username = 'bilal' and f.username = 'vriend31'`,
    );
    await app.gql(demo, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
  });
  afterAll(() => app.close());

  const statementsFor = (cookie: string, query: string, variables: Record<string, unknown>) =>
    app.countStatements(async () => {
      const answer = await app.gql(cookie, query, variables);
      expect(answer.errors).toBeUndefined();
    });

  it.each([
    [
      'getUserChildData',
      'query q($id: ID!) { childLessons(userChildId: $id) { stars lessons { id percentage achievements { id accomplishedAt } } } }',
    ],
    ['getMessage', 'query q($id: ID!) { messages(userChildId: $id) { id title } }'],
    [
      'childProgression',
      'query q($id: ID!) { childProgression(userChildId: $id) { lessons { percentage tasksDone } weeks { tasks } } }',
    ],
  ])('%s: 20 lessons as 1', async (_, query) => {
    const many = await statementsFor(demo, query, { id: child.amina });
    const one = await statementsFor(demo, query, { id: child.yusuf });
    expect(many).toBe(one);
    expect(many).toBeLessThanOrEqual(6);
  });

  it.each([
    ['getFriendRequests', 'query q($id: ID!) { friendRequests(userChildId: $id) { friends { id friend { name } } } }'],
    ['getActiveFriends', 'query q($id: ID!) { activeFriends(userChildId: $id) { name } }'],
    ['getFriends (search)', 'query q($id: ID!) { friendSearch(userChildId: $id, text: "vriend") { id } }'],
  ])('%s: 30 friends as 1', async (_, query) => {
    const many = await statementsFor(neighbours, query, { id: child.noor });
    const one = await statementsFor(neighbours, query, { id: child.bilal });
    expect(many).toBe(one);
    expect(many).toBeLessThanOrEqual(5);
  });
});
