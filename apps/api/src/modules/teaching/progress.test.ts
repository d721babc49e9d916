import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

describe("a course group's progress", () => {
  let app: TestApp;
  let teacher: string;
  let groupA: string;

  const progress = async () => {
    const answer = await app.gql(
      teacher,
      'query ($g: ID!) { groupProgress(courseGroupId: $g) { childCount children { username } childrenPerLesson { lessonNumber children } } }',
      { g: groupA },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.groupProgress as { childCount: number; children: { username: string }[] };
  };

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    teacher = await app.signIn('leraar@koran-kids.test');
    const { rows } = await app.database.execute("select id from course_groups where slug = 'koran-kids-demo'");
    groupA = String(rows[0]?.id);
    // Ibrahim's family subscription ended weeks ago; put it in the group explicitly, as a shop order would.
    await app.database.execute(
      `update subscriptions set course_group_id = $1
        where id = (select subscription_id from users_children where username = 'ibrahim')`,
      [groupA],
    );
  });
  afterAll(() => app.close());

  it('leaves out children whose family subscription ended, and counts them again once it is extended', async () => {
    const before = await progress();
    expect(before.children.map((child) => child.username)).not.toContain('ibrahim');
    expect(before.childCount).toBe(before.children.length);

    await app.database.execute(
      `update subscriptions set ends_on = current_date + 30
        where id = (select subscription_id from users_children where username = 'ibrahim')`,
    );
    const after = await progress();
    expect(after.children.map((child) => child.username)).toContain('ibrahim');
    expect(after.childCount).toBe(before.childCount + 1);
  });

  it("gives each child the lesson reached, the lessons finished and the revision cards overdue, and no other child's", async () => {
    const [amina] = (
      await app.database.execute(
        `select c.id, c.user_id from users_children c join users u on u.id = c.user_id
          where c.username = 'amina' and u.email = 'demo@koran-kids.test'`,
      )
    ).rows;
    const lessons = (await app.database.execute('select id, lesson_number from lessons order by lesson_number limit 3'))
      .rows;
    const [first, second, third] = lessons.map((lesson) => Number(lesson.id));
    // Finished lessons 1 and 2, opened lesson 3; two cards more than two days overdue, one due today.
    await app.database.execute(
      `insert into user_lesson_progresses (user_id, users_child_id, lesson_id, finished, finished_at, view_count)
       values ($1, $2, $3, true, now(), 1), ($1, $2, $4, true, now(), 1), ($1, $2, $5, false, null, 1)
       on conflict (user_id, lesson_id, users_child_id)
       do update set finished = excluded.finished, finished_at = excluded.finished_at, view_count = 1`,
      [amina?.user_id, amina?.id, first, second, third],
    );
    await app.database.execute(
      `insert into revision_cards (users_child_id, lesson_id, due, stability, difficulty, reps, lapses, state,
                                   learning_steps, last_review)
       select $1, lesson, due, 1, 5, 1, 0, 2, 0, now() - interval '10 days'
         from (values ($2::int, now() - interval '5 days'), ($3::int, now() - interval '3 days'),
                      ($4::int, now())) cards (lesson, due)`,
      [amina?.id, first, second, third],
    );
    const answer = await app.gql(
      teacher,
      `query ($g: ID!) { groupProgress(courseGroupId: $g) {
         children { username lessonReached finishedLessons finalTest revisionBehind } } }`,
      { g: groupA },
    );
    expect(answer.errors).toBeUndefined();
    const children = (answer.data?.groupProgress as { children: { username: string }[] } | undefined)?.children ?? [];
    expect(children.find((child) => child.username === 'amina')).toEqual({
      username: 'amina',
      lessonReached: 3,
      finishedLessons: 2,
      finalTest: false,
      revisionBehind: 2,
    });
    expect(children.filter((child) => child.username !== 'amina')).not.toContainEqual(
      expect.objectContaining({ revisionBehind: 2 }),
    );
  });

  it("gives the group's children a page at a time, each once, while the figures count them all", async () => {
    const pageOf = async (page: number) => {
      const answer = await app.gql(
        teacher,
        'query ($g: ID!, $p: Int!) { groupProgress(courseGroupId: $g) { childCount childPageSize children(page: $p) { username } } }',
        { g: groupA, p: page },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.groupProgress as {
        childCount: number;
        childPageSize: number;
        children: { username: string }[];
      };
    };
    // Yusuf's family with 55 more children, besides the demo's.
    await app.database.execute(
      `insert into users_children (username, name, gender, date_of_birth, avatar, subscription_id, user_id)
       select 'klas' || n, 'Kind ' || n, 'girl', date '2017-01-01', 'girl-1', c.subscription_id, c.user_id
         from generate_series(1, 55) n, users_children c where c.username = 'yusuf'`,
    );
    const [first, second, past, before] = await Promise.all([pageOf(0), pageOf(1), pageOf(99), pageOf(-1)]);
    expect(first.childCount).toBeGreaterThan(50);
    expect(first.childPageSize).toBe(50);
    expect(first.children).toHaveLength(50);
    expect(second.children).toHaveLength(first.childCount - 50);
    const usernames = [...first.children, ...second.children].map((child) => child.username);
    expect(new Set(usernames).size).toBe(first.childCount);
    expect(past.children).toEqual([]);
    expect(before.children).toEqual(first.children);
  });
});
