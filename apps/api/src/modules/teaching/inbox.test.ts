import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

type Entry = { __typename: string; childName: string; sentAt: string; readAt: string | null; id: string };
type Page = { total: number; unread: number; nextCursor: string | null; entries: Entry[] };

const INBOX = `query ($g: ID!, $search: String, $unreadOnly: Boolean, $after: String) {
  staffInbox(courseGroupId: $g, search: $search, unreadOnly: $unreadOnly, after: $after) {
    total unread nextCursor
    entries {
      __typename
      ... on InboxText { id childName sentAt readAt kind text }
      ... on TeacherRecording { id childName sentAt readAt surahNumber ayahFrom }
    }
  }
}`;

describe("the teacher's inbox: texts and recordings together", () => {
  let app: TestApp;
  let teacher: string;
  let administrator: string;
  let amina: string;
  let noor: string;
  let groupA: string;
  let recordingId: string;

  const one = async (sql: string, values: unknown[] = []) => (await app.database.execute(sql, values)).rows[0] ?? {};
  const inbox = async (variables: { search?: string; unreadOnly?: boolean; after?: string | null } = {}) => {
    const answer = await app.gql(teacher, INBOX, { g: groupA, ...variables });
    expect(answer.errors).toBeUndefined();
    return (answer.data as { staffInbox: Page }).staffInbox;
  };

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    teacher = await app.signIn('leraar@koran-kids.test');
    administrator = await app.signIn('beheer@koran-kids.test');
    amina = String((await one("select id from users_children where username = 'amina'")).id);
    noor = String((await one("select id from users_children where username = 'noor'")).id);
    groupA = String((await one("select id from course_groups where slug = 'koran-kids-demo'")).id);
    await app.database.execute(
      `insert into users_child_details (users_child_id, about_me, about_me_sent_at)
       values ($1, 'Ik hou van paarden', now() - interval '3 hours'),
              ($2, 'Ik lees graag', now() - interval '1 hour')`,
      [amina, noor],
    );
    const recording = await one(
      `insert into recordings (users_child_id, lesson_id, surah_number, ayah_from, ayah_to, duration_ms, content_type,
                               storage_key, size_bytes, created_at)
       select $1, l.id, 1, 1, 1, 2500, 'audio/webm', 'recordings/' || $1::uuid || '/inbox.webm', 4, now() - interval '2 hours'
         from lessons l where l.sequence = 1 limit 1
       returning id`,
      [amina],
    );
    recordingId = String(recording.id);
  });
  afterAll(() => app.close());

  it('interleaves texts and recordings newest first and counts both as unread', async () => {
    const page = await inbox();
    expect(page).toMatchObject({ total: 3, unread: 3, nextCursor: null });
    expect(page.entries.map((entry) => [entry.__typename, entry.childName])).toEqual([
      ['InboxText', 'Noor'],
      ['TeacherRecording', 'Amina'],
      ['InboxText', 'Amina'],
    ]);
  });

  it('records marking a text read and a recording heard in the audit, and counts them read', async () => {
    const read = await app.gql(
      teacher,
      'mutation ($id: ID!) { markInboxTextRead(userChildId: $id, kind: ABOUT_ME, read: true) { read } }',
      { id: amina },
    );
    expect(read.errors).toBeUndefined();
    const heard = await app.gql(
      teacher,
      'mutation ($c: ID!, $r: ID!) { markRecordingHeard(userChildId: $c, recordingId: $r, heard: true) { heard } }',
      { c: amina, r: recordingId },
    );
    expect(heard.errors).toBeUndefined();
    const unheard = await app.gql(
      teacher,
      'mutation ($c: ID!, $r: ID!) { markRecordingHeard(userChildId: $c, recordingId: $r, heard: false) { heard } }',
      { c: amina, r: recordingId },
    );
    expect(unheard.errors).toBeUndefined();

    const audit = await app.gql(administrator, '{ staffAudit { entries { actor action subject details } } }');
    const entries = (audit.data as { staffAudit: { entries: { action: string }[] } }).staffAudit.entries;
    expect(entries.slice(0, 3)).toEqual([
      { actor: 'Yasmina Haddou', action: 'mark-recording-unheard', subject: `child:${amina}`, details: {} },
      { actor: 'Yasmina Haddou', action: 'mark-recording-heard', subject: `child:${amina}`, details: {} },
      { actor: 'Yasmina Haddou', action: 'mark-text-read', subject: `child:${amina}`, details: { kind: 'ABOUT_ME' } },
    ]);
    expect(await inbox()).toMatchObject({ total: 3, unread: 2 });
    expect((await inbox({ unreadOnly: true })).entries.map((entry) => entry.__typename)).toEqual([
      'InboxText',
      'TeacherRecording',
    ]);
  });

  it('finds a child by name or username, and a text by its words, literally', async () => {
    const names = async (search: string) => (await inbox({ search })).entries.map((entry) => entry.childName);
    expect(await names('AMI')).toEqual(['Amina', 'Amina']);
    expect(await names('noor')).toEqual(['Noor']);
    expect(await names('paarden')).toEqual(['Amina']);
    expect(await names('%')).toEqual([]);
    // The counts stay the group's: "unread (n)" does not change with what is searched.
    expect(await inbox({ search: 'paarden' })).toMatchObject({ total: 3, unread: 2 });
  });

  it('reads a group of hundreds page by page, newest first, without a gap or a double', async () => {
    await app.database.execute(
      `insert into users_children (username, name, gender, date_of_birth, avatar, subscription_id, user_id)
       select 'klas' || n, 'Kind ' || n, 'girl', date '2017-01-01', 'girl-1', c.subscription_id, c.user_id
         from generate_series(1, 300) n, users_children c where c.username = 'yusuf'`,
    );
    // Several children at the very same moment: the paging must not lose one of them at a page's edge.
    await app.database.execute(
      `insert into users_child_details (users_child_id, about_me, about_me_sent_at)
       select id, 'Over mij', now() - (substr(username, 5)::int / 3) * interval '1 minute'
         from users_children where username like 'klas%'`,
    );
    const seen: Entry[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Page = await inbox({ after });
      expect(page.entries.length).toBeLessThanOrEqual(20);
      seen.push(...page.entries);
      after = page.nextCursor;
      pages += 1;
    } while (after && pages < 50);
    expect(seen).toHaveLength(303);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(303);
    const moments = seen.map((entry) => Date.parse(entry.sentAt));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    expect(await inbox()).toMatchObject({ total: 303, unread: 302 });
  });

  it('refuses a place in the inbox that is not one, with a clear code', async () => {
    for (const after of ['nonsense', Buffer.from('["2020-01-01", "x"]').toString('base64url')]) {
      const answer = await app.gql(teacher, INBOX, { g: groupA, after });
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(JSON.stringify(answer)).not.toMatch(/select|stack/i);
    }
  });
});
