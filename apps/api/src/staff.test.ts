import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from './modules/families/staff-commands.ts';
import { codeOf, startTestApp, type TestApp } from './testing/app.ts';

describe("the institute's side", () => {
  let app: TestApp;
  let teacher: string;
  let administrator: string;
  let parent: string;
  let amina: string;
  let groupA: string;
  let groupB: string;

  const one = async (sql: string, values: unknown[] = []) => (await app.database.execute(sql, values)).rows[0] ?? {};

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    teacher = await app.signIn('leraar@koran-kids.test');
    administrator = await app.signIn('beheer@koran-kids.test');
    parent = await app.signIn('demo@koran-kids.test');
    amina = String((await one("select id from users_children where username = 'amina'")).id);
    groupA = String((await one("select id from course_groups where slug = 'koran-kids-demo'")).id);
    groupB = String((await one("select id from course_groups where slug = 'koran-kids-demo-b'")).id);
  });
  afterAll(() => app.close());

  it("brings a child's text to its group's teacher, and the answer back to the child and the parent", async () => {
    const sent = await app.gql(
      parent,
      'mutation ($id: ID!) { upsertUsersChildDetails(userChildId: $id, aboutMe: "Ik hou van paarden") { aboutMeSentAt } }',
      { id: amina },
    );
    expect(sent.errors).toBeUndefined();

    const inbox = await app.gql(
      teacher,
      'query ($g: ID!) { staffInbox(courseGroupId: $g) { entries { ... on InboxText { childName username kind text readAt lessonReached } } } }',
      { g: groupA },
    );
    const aboutAmina = { childName: 'Amina', username: 'amina', kind: 'ABOUT_ME', text: 'Ik hou van paarden' };
    expect(inbox.data?.staffInbox).toEqual({ entries: [{ ...aboutAmina, readAt: null, lessonReached: 0 }] });
    const otherGroup = await app.gql(teacher, 'query ($g: ID!) { staffInbox(courseGroupId: $g) { total } }', {
      g: groupB,
    });
    expect(codeOf(otherGroup)).toBe('FORBIDDEN');

    const reply = await app.gql(
      teacher,
      'mutation ($id: ID!) { replyToChildText(userChildId: $id, kind: ABOUT_ME, message: "Wat leuk, Amina!") { kind } }',
      { id: amina },
    );
    expect(reply.errors).toBeUndefined();

    const messages = await app.gql(
      parent,
      'query ($id: ID!) { messages(userChildId: $id) { from title message senderName opened } }',
      { id: amina },
    );
    expect(messages.data?.messages).toContainEqual({
      from: 'TEACHER',
      title: 'ABOUT_ME',
      message: 'Wat leuk, Amina!',
      senderName: 'Yasmina',
      opened: false,
    });
    await app.gql(parent, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    const conversation = await app.gql(
      parent,
      'query ($id: ID!) { teacherConversation(userChildId: $id) { kind text replies { message senderName } } }',
      { id: amina },
    );
    expect(conversation.data?.teacherConversation).toEqual([
      {
        kind: 'ABOUT_ME',
        text: 'Ik hou van paarden',
        replies: [{ message: 'Wat leuk, Amina!', senderName: 'Yasmina' }],
      },
    ]);
    const family = await app.gql(parent, '{ subscription { teacherName } }');
    expect(family.data?.subscription).toEqual({ teacherName: 'Yasmina' });

    const read = await app.gql(
      teacher,
      'query ($g: ID!) { staffInbox(courseGroupId: $g) { unread entries { ... on InboxText { readAt replies { message } } } } }',
      { g: groupA },
    );
    expect(read.data?.staffInbox).toEqual({
      unread: 0,
      entries: [{ readAt: expect.any(String), replies: [{ message: 'Wat leuk, Amina!' }] }],
    });
    const audit = await app.gql(administrator, '{ staffAudit { entries { actor action subject details } } }');
    expect(JSON.stringify(audit.data)).toContain('"action":"reply"');
    // The record names the child, never what the child or the teacher wrote.
    expect(JSON.stringify(audit.data)).not.toMatch(/paarden|Wat leuk/);
  });

  it('refuses an empty or unreadable answer, and sends nothing', async () => {
    const before = await one('select count(*)::int as n from messages where "from" = \'TEACHER\'');
    for (const message of ['   ', 'x'.repeat(2001), 'a\u0000b']) {
      const answer = await app.gql(
        teacher,
        'mutation ($id: ID!, $m: String!) { replyToChildText(userChildId: $id, kind: ABOUT_ME, message: $m) { kind } }',
        { id: amina, m: message },
      );
      expect(codeOf(answer)).toBe('BAD_INPUT');
    }
    const unsent = await app.gql(
      teacher,
      'mutation ($id: ID!) { replyToChildText(userChildId: $id, kind: FINAL_MESSAGE, message: "Hoi") { kind } }',
      { id: amina },
    );
    expect(codeOf(unsent)).toBe('NOT_FOUND');
    expect(await one('select count(*)::int as n from messages where "from" = \'TEACHER\'')).toEqual(before);
  });

  it("shows a published announcement to the group's children at once, from its publication day, until it is withdrawn", async () => {
    const shown = async () => {
      const answer = await app.gql(parent, 'query ($id: ID!) { announcements(userChildId: $id) { title { nl en } } }', {
        id: amina,
      });
      return (answer.data as { announcements: { title: { nl: string } }[] }).announcements.map((item) => item.title.nl);
    };
    const saved = await app.gql(
      administrator,
      `mutation ($g: ID!) { saveAnnouncement(courseGroupId: $g, titleNl: "Suikerfeest", titleEn: "Eid", descriptionNl: "Vrij", descriptionEn: "Free", publishOn: "2020-01-01") { id state } }`,
      { g: groupA },
    );
    const { id, state } = (saved.data as { saveAnnouncement: { id: string; state: string } }).saveAnnouncement;
    expect(state).toBe('DRAFT');
    expect(await shown()).not.toContain('Suikerfeest');
    await app.gql(
      administrator,
      'mutation ($g: ID!, $id: ID!) { setAnnouncementState(courseGroupId: $g, id: $id, state: PUBLISHED) { state } }',
      { g: groupA, id },
    );
    expect(await shown()).toContain('Suikerfeest');
    await app.gql(
      administrator,
      `mutation ($g: ID!, $id: ID!) { saveAnnouncement(courseGroupId: $g, id: $id, titleNl: "Later", titleEn: "Later", descriptionNl: "x", descriptionEn: "x", publishOn: "2999-01-01") { state } }`,
      { g: groupA, id },
    );
    expect(await shown()).not.toContain('Later');
    await app.gql(
      administrator,
      'mutation ($g: ID!, $id: ID!) { setAnnouncementState(courseGroupId: $g, id: $id, state: WITHDRAWN) { state } }',
      { g: groupA, id },
    );
    expect(await shown()).not.toContain('Later');
    const missingEnglish = await app.gql(
      administrator,
      `mutation ($g: ID!) { saveAnnouncement(courseGroupId: $g, titleNl: "Alleen Nederlands", titleEn: "", descriptionNl: "x", descriptionEn: "x", publishOn: "2026-01-01") { id } }`,
      { g: groupA },
    );
    expect(codeOf(missingEnglish)).toBe('BAD_INPUT');
    expect(missingEnglish.errors?.[0]?.extensions?.problems).toEqual({ titleEn: 'required' });
  });

  it('extends and ends a subscription with the reason in the audit, and finds it by e-mail', async () => {
    const found = await app.gql(
      administrator,
      '{ staffSubscriptions(search: "DEMO@koran") { total subscriptions { id email endsOn status profileCount } } }',
    );
    const page = found.data?.staffSubscriptions as {
      total: number;
      subscriptions: { id: string; endsOn: string; status: string }[];
    };
    expect(page.total).toBe(1);
    const [row] = page.subscriptions;
    const extended = await app.gql(
      administrator,
      'mutation ($id: ID!) { extendSubscription(subscriptionId: $id, days: 30, reason: "Coulance na storing") { endsOn } }',
      { id: row?.id },
    );
    const expected = new Date(`${row?.endsOn}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 30);
    expect(extended.data?.extendSubscription).toEqual({ endsOn: expected.toISOString().slice(0, 10) });
    const noReason = await app.gql(
      administrator,
      'mutation ($id: ID!) { endSubscription(subscriptionId: $id, reason: "") { endsOn } }',
      { id: row?.id },
    );
    expect(codeOf(noReason)).toBe('BAD_INPUT');
    const audit = await app.gql(administrator, '{ staffAudit { entries { actor action details } } }');
    const entries = (
      audit.data as {
        staffAudit: { entries: { actor: string; action: string; details: Record<string, unknown> }[] };
      }
    ).staffAudit.entries;
    expect(entries[0]).toMatchObject({
      actor: 'Hanan Ouali',
      action: 'extend-subscription',
      details: { reason: 'Coulance na storing', days: 30 },
    });
    const ended = await app.gql(administrator, '{ staffSubscriptions(status: ENDED) { subscriptions { email } } }');
    expect(JSON.stringify(ended.data)).toContain('verlopen@koran-kids.test');
  });

  it('keeps the audit when a child is erased, without the texts', async () => {
    await app.database.execute("delete from users_children where username = 'amina'");
    const audit = await app.gql(administrator, '{ staffAudit { entries { action subject } } }');
    expect(audit.data?.staffAudit).toMatchObject({
      entries: expect.arrayContaining([{ action: 'reply', subject: `child:${amina}` }]),
    });
    const replies = await one('select count(*)::int as n from messages where "from" = \'TEACHER\'');
    expect(replies).toEqual({ n: 0 });
  });

  it('makes staff by operator command, only for an e-mail the provider vouches for, and takes it back', async () => {
    await app.database.execute("update users set email_verified = false where email = 'buren@koran-kids.test'");
    await runStaffCommand(app.database.db, ['staff', 'grant', 'buren@koran-kids.test']);
    const unverified = await app.signIn('buren@koran-kids.test');
    expect((await app.gql(unverified, '{ session { staffKind actingAs } }')).data?.session).toEqual({
      staffKind: null,
      actingAs: 'FAMILY',
    });
    await app.database.execute("update users set email_verified = true where email = 'buren@koran-kids.test'");
    const verified = await app.signIn('buren@koran-kids.test');
    expect((await app.gql(verified, '{ session { staffKind actingAs hasFamily } }')).data?.session).toEqual({
      staffKind: 'TEACHER',
      actingAs: 'STAFF',
      hasFamily: true,
    });
    expect(codeOf(await app.gql(verified, '{ subscription { id } }'))).toBe('FORBIDDEN');
    expect((await app.gql(verified, 'mutation { switchRole(to: FAMILY) { actingAs } }')).data?.switchRole).toEqual({
      actingAs: 'FAMILY',
    });
    // Back to staff from the family only through the parent area: a child on this device cannot.
    expect(codeOf(await app.gql(verified, 'mutation { switchRole(to: STAFF) { actingAs } }'))).toBe(
      'PARENT_AREA_REQUIRED',
    );
    await app.gql(verified, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    expect((await app.gql(verified, 'mutation { switchRole(to: STAFF) { actingAs } }')).data?.switchRole).toEqual({
      actingAs: 'STAFF',
    });
    const output = await runStaffCommand(app.database.db, ['staff', 'revoke', 'buren@koran-kids.test']);
    expect(output).toContain('Revoked: buren@koran-kids.test');
    // A revoked grant ends the staff session's rights at once.
    expect((await app.gql(verified, '{ session { staffKind actingAs } }')).data?.session).toEqual({
      staffKind: null,
      actingAs: 'FAMILY',
    });
  });

  it('reads the inbox and the group progress in as many statements for 50 children as for 1', async () => {
    const countFor = async (children: number) => {
      await app.database.execute("delete from users_children where username like 'klas%'");
      await app.database.execute(
        `insert into users_children (username, name, gender, date_of_birth, avatar, subscription_id, user_id)
         select 'klas' || n, 'Kind ' || n, 'girl', date '2017-01-01', 'girl-1', c.subscription_id, c.user_id
           from generate_series(1, $1::int) n, users_children c where c.username = 'yusuf'`,
        [children],
      );
      await app.database.execute(
        `insert into users_child_details (users_child_id, about_me, about_me_sent_at, final_message, final_message_sent_at)
         select id, 'Over mij', now(), 'Dag!', now() from users_children where username like 'klas%'`,
      );
      await app.database.execute(
        `insert into user_lesson_progresses (user_id, users_child_id, lesson_id, finished, finished_at, view_count)
         select c.user_id, c.id, l.id, true, now(), 1 from users_children c
           join subscriptions s on s.id = c.subscription_id join lessons l on l.course_id = s.course_id and l.sequence <= 3
          where c.username like 'klas%'`,
      );
      const inbox = await app.countStatements(() =>
        app.gql(
          teacher,
          'query ($g: ID!) { staffInbox(courseGroupId: $g) { entries { ... on InboxText { childName replies { message } } } } }',
          { g: groupA },
        ),
      );
      const progress = await app.countStatements(() =>
        app.gql(
          teacher,
          'query ($g: ID!) { groupProgress(courseGroupId: $g) { childCount children { name } childrenPerLesson { lessonNumber } finishedPerWeek { lessons } } }',
          { g: groupA },
        ),
      );
      return { inbox, progress };
    };
    const forOne = await countFor(1);
    const forFifty = await countFor(50);
    expect(forFifty).toEqual(forOne);
    const progress = await app.gql(
      teacher,
      'query ($g: ID!) { groupProgress(courseGroupId: $g) { childCount childrenPerLesson { lessonNumber children } } }',
      { g: groupA },
    );
    expect(progress.data?.groupProgress).toMatchObject({
      childrenPerLesson: expect.arrayContaining([{ lessonNumber: 3, children: 50 }]),
    });
  });
});
