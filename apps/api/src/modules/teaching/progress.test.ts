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
});
