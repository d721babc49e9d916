import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const INBOX = `query getMessage($userChildId: ID!) {
  messages(userChildId: $userChildId) { id from title message opened lessonNumber }
  unreadMessageCount(userChildId: $userChildId)
}`;
const MARK = `mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {
  markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }
}`;

const SEND = `mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {
  insertMessage(userChildId: $userChildId, title: $title, message: $message) { id opened }
}`;

describe("a child's messages", () => {
  let app: TestApp;
  let cookie: string;
  let stranger: string;
  let amina: string;
  let noor: string;
  let noorsMessage: string;

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn('demo@koran-kids.test');
    stranger = await app.signIn('buren@koran-kids.test');
    const { rows } = await app.database.execute('select id, username from users_children');
    const idOf = (username: string) => String(rows.find((row) => row.username === username)?.id);
    amina = idOf('amina');
    noor = idOf('noor');
    await app.database.execute(
      `insert into messages (users_child_id, "from", title, message, created_at) values
         ($1, 'PARENT', 'Goed gedaan', 'Wat knap van je!', now() - interval '1 day'),
         ($1, 'PARENT', 'Morgen oefenen', 'Na het eten?', now())`,
      [amina],
    );
    const inserted = await app.database.execute(
      `insert into messages (users_child_id, "from", title, message) values ($1, 'PARENT', 'Hoi', 'Alleen voor Noor') returning id`,
      [noor],
    );
    noorsMessage = String(inserted.rows[0]?.id);
  });
  afterAll(() => app.close());

  it('lists the messages newest first, unread until opened', async () => {
    const before = await app.gql(cookie, INBOX, { userChildId: amina });
    const messages = before.data?.messages as { id: string; title: string; opened: boolean }[];
    expect(messages.map((message) => message.title)).toEqual(['Morgen oefenen', 'Goed gedaan']);
    expect(before.data?.unreadMessageCount).toBe(2);
    const opened = await app.gql(cookie, MARK, { userChildId: amina, messageId: messages[0]?.id });
    expect(opened.data?.markMessageAsRead).toEqual({ id: messages[0]?.id, opened: true });
    expect((await app.gql(cookie, INBOX, { userChildId: amina })).data?.unreadMessageCount).toBe(1);
  });

  it("refuses another family's child, and never opens another child's message", async () => {
    expect(codeOf(await app.gql(stranger, INBOX, { userChildId: amina }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(stranger, MARK, { userChildId: amina, messageId: noorsMessage }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(cookie, MARK, { userChildId: amina, messageId: noorsMessage }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(cookie, MARK, { userChildId: amina, messageId: 'not-a-uuid' }))).toBe('NOT_FOUND');
    const { rows } = await app.database.execute('select opened from messages where id = $1', [noorsMessage]);
    expect(rows[0]?.opened).toBe(false);
  });

  it('lets a parent write to an own child only from the parent area, and refuses empty texts', async () => {
    const countFor = async (childId: string) =>
      (await app.database.execute(`select count(*)::int as n from messages where users_child_id = $1`, [childId]))
        .rows[0]?.n;
    const before = await countFor(amina);
    const message = { userChildId: amina, title: 'Knap!', message: 'Ga zo door.' };
    expect(codeOf(await app.gql(cookie, SEND, message))).toBe('PARENT_AREA_REQUIRED');
    await app.gql(cookie, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    await app.gql(stranger, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    expect(codeOf(await app.gql(stranger, SEND, message))).toBe('FORBIDDEN');
    const empty = await app.gql(cookie, SEND, { ...message, title: ' ' });
    expect(empty.errors?.[0]?.extensions?.problems).toEqual({ title: 'required' });
    expect(await countFor(amina)).toBe(before);
    expect((await app.gql(cookie, SEND, message)).data?.insertMessage).toMatchObject({ opened: false });
    expect(await countFor(amina)).toBe(Number(before) + 1);
  });
});
