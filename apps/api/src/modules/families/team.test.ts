import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

/** The start of a WebM file, as a browser's MediaRecorder writes it. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(500, 7)]);

describe('an administrator assigns teachers to groups, with many people in the database', () => {
  let app: TestApp;
  let administrator: string;
  let teacherB: string;
  let teacherBId: string;
  let amina: string;
  let groupA: string;
  let recordingId: string;

  const one = async (sql: string, values: unknown[] = []) => (await app.database.execute(sql, values)).rows[0] ?? {};
  const assign = (userId: string, assigned: boolean) =>
    app.gql(
      administrator,
      'mutation ($u: ID!, $g: ID!, $a: Boolean!) { assignTeacher(userId: $u, courseGroupId: $g, assigned: $a) { assigned } }',
      { u: userId, g: groupA, a: assigned },
    );
  const inboxTexts = async () => {
    const answer = await app.gql(teacherB, 'query ($g: ID!) { staffInbox(courseGroupId: $g) { __typename } }', {
      g: groupA,
    });
    return codeOf(answer) ?? 'OK';
  };
  const hear = async () =>
    (
      await app.server.app.inject({
        method: 'GET',
        url: `/recordings/${recordingId}`,
        headers: { cookie: teacherB },
      })
    ).statusCode;

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    administrator = await app.signIn('beheer@koran-kids.test');
    teacherB = await app.signIn('leraar-b@koran-kids.test');
    teacherBId = String((await one("select id from users where email = 'leraar-b@koran-kids.test'")).id);
    amina = String((await one("select id from users_children where username = 'amina'")).id);
    groupA = String((await one("select id from course_groups where slug = 'koran-kids-demo'")).id);
    // An institute of some size: many parents besides the demo accounts.
    await app.database.execute(
      `insert into users (oidc_issuer, oidc_subject, email, first_name)
         select 'test', 'ouder-' || n, 'ouder' || n || '@koran-kids.test', 'Ouder ' || n
         from generate_series(1, 40) n`,
    );
    await app.database.execute(
      `insert into users_child_details (users_child_id, about_me, about_me_sent_at) values ($1, 'Ik heet Amina', now())`,
      [amina],
    );
    const family = await app.signIn('demo@koran-kids.test');
    await app.gql(family, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    await app.gql(family, 'mutation ($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
      id: amina,
    });
    const lessonId = String((await one('select id from lessons where sequence = 1')).id);
    const sent = await app.server.app.inject({
      method: 'PUT',
      url: `/recordings/${amina}?${new URLSearchParams({ lessonId, ayahFrom: '1', ayahTo: '1', durationMs: '2500' })}`,
      headers: { cookie: family, 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      payload: WEBM,
    });
    recordingId = sent.json().id;
  });
  afterAll(() => app.close());

  it("gives a teacher a group and takes it back: then the teacher no longer reads its children's texts nor hears their recordings", async () => {
    expect(await inboxTexts()).toBe('FORBIDDEN');
    expect(await hear()).toBe(404);

    const given = await assign(teacherBId, true);
    expect(given.errors).toBeUndefined();
    expect(given.data?.assignTeacher).toEqual({ assigned: true });
    const team = await app.gql(administrator, '{ staffMembers { userId kind groupIds } }');
    expect(team.errors).toBeUndefined();
    expect(team.data?.staffMembers).toContainEqual({
      userId: teacherBId,
      kind: 'TEACHER',
      groupIds: expect.arrayContaining([groupA]),
    });
    expect(team.data?.staffMembers).toHaveLength(3);
    expect(await inboxTexts()).toBe('OK');
    expect(await hear()).toBe(200);
    const read = await app.gql(
      teacherB,
      'mutation ($id: ID!) { markInboxTextRead(userChildId: $id, kind: ABOUT_ME, read: true) { read } }',
      { id: amina },
    );
    expect(read.data?.markInboxTextRead).toEqual({ read: true });

    const taken = await assign(teacherBId, false);
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.assignTeacher).toEqual({ assigned: false });
    expect(await inboxTexts()).toBe('FORBIDDEN');
    expect(await hear()).toBe(404);
    const readAgain = await app.gql(
      teacherB,
      'mutation ($id: ID!) { markInboxTextRead(userChildId: $id, kind: ABOUT_ME, read: false) { read } }',
      { id: amina },
    );
    expect(codeOf(readAgain)).toBe('FORBIDDEN');

    const audit = await app.gql(administrator, '{ staffAudit { entries { action subject } } }');
    expect(audit.data?.staffAudit).toMatchObject({
      entries: expect.arrayContaining([
        { action: 'assign-teacher', subject: `person:${teacherBId}` },
        { action: 'unassign-teacher', subject: `person:${teacherBId}` },
      ]),
    });
  });

  it('refuses a person who is not staff, and changes nothing', async () => {
    const parentId = String((await one("select id from users where email = 'ouder1@koran-kids.test'")).id);
    expect(codeOf(await assign(parentId, true))).toBe('NOT_FOUND');
    expect(await one('select count(*)::int as n from staff_groups where user_id = $1', [parentId])).toEqual({ n: 0 });
  });
});
