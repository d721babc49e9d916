import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

describe("the institute's team", () => {
  let app: TestApp;
  let administrator: string;
  let groupB: string;

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    await app.signIn('leraar@koran-kids.test');
    administrator = await app.signIn('beheer@koran-kids.test');
    const [group] = (await app.database.execute("select id from course_groups where slug = 'koran-kids-demo-b'")).rows;
    groupB = String(group?.id);
  });
  afterAll(() => app.close());

  type Member = { userId: string; email: string; groupIds: string[] };
  const yasmina = async () => {
    const answer = await app.gql(administrator, '{ staffMembers { userId email groupIds } }');
    const members = (answer.data?.staffMembers ?? []) as Member[];
    return members.find((member) => member.email === 'leraar@koran-kids.test');
  };
  const groupsOfYasmina = async () => (await yasmina())?.groupIds.map(String);

  it('makes a teacher the teacher of a second group and takes it back, with several staff members', async () => {
    const userId = (await yasmina())?.userId;
    const assign = (assigned: boolean) =>
      app.gql(
        administrator,
        'mutation ($u: ID!, $g: ID!, $a: Boolean!) { assignTeacher(userId: $u, courseGroupId: $g, assigned: $a) { assigned } }',
        { u: userId, g: groupB, a: assigned },
      );

    expect(await groupsOfYasmina()).not.toContain(groupB);
    const added = await assign(true);
    expect(added.errors).toBeUndefined();
    expect(await groupsOfYasmina()).toContain(groupB);
    const removed = await assign(false);
    expect(removed.errors).toBeUndefined();
    expect(await groupsOfYasmina()).not.toContain(groupB);
    const audit = await app.gql(administrator, '{ staffAudit { entries { action } } }');
    const entries = (audit.data?.staffAudit as { entries?: { action: string }[] } | undefined)?.entries ?? [];
    const actions = entries.map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['unassign-teacher', 'assign-teacher']);
  });
});
