import { type Db, rowsOf } from '@koran-kids/db';
import type { TeacherTextKind } from '@koran-kids/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { isSubscriptionOfGroup } from '../../family/staff.ts';

/** Enough entries to fill a laptop's screen a few times; the next ones come by keyset, never by offset. */
export const INBOX_PAGE_SIZE = 20;

export type TeacherReply = { message: string; senderName: string | null; createdAt: string };

type Common = {
  childId: string;
  childName: string;
  username: string;
  sentAt: Date;
  readAt: Date | null;
  replies: TeacherReply[];
};

/** A text a child addressed to the teacher, with what a teacher may see of the child (docs/decisions.md). */
export type InboxText = Common & { type: 'text'; kind: TeacherTextKind; text: string; lessonReached: number };

/** What a recording is: the verses (or words) recited, in which lesson, and the sound. */
type RecordingFields = {
  lessonNumber: number | null;
  surahNumber: number;
  ayahFrom: number;
  ayahTo: number;
  wordFrom: number | null;
  wordTo: number | null;
  durationMs: number;
  /** As the server read it from the file's first bytes: audio/webm, audio/ogg or audio/mp4. */
  contentType: string;
};

/** A child's own recitation sent to the teacher. */
export type TeacherRecording = Common & RecordingFields & { type: 'recording'; id: string };

export type InboxEntry = InboxText | TeacherRecording;

export type InboxPage = { total: number; unread: number; entries: InboxEntry[]; nextCursor: string | null };

export type InboxFilter = { unreadOnly: boolean; search: string; after: string | null };

/** Where a page ended: the last entry's moment (to the microsecond, as stored) and its key. */
type Cursor = { sentAt: string; key: string };

const CURSOR_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_KEY = /^(text:(ABOUT_ME|FINAL_MESSAGE)|recording):[0-9a-f-]{36}$/;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.sentAt, cursor.key])).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    const [sentAt, key] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof sentAt === 'string' && typeof key === 'string' && CURSOR_MOMENT.test(sentAt) && CURSOR_KEY.test(key)) {
      return { sentAt, key };
    }
  } catch {
    // Not JSON: the same answer as a cursor of the wrong shape.
  }
  return fail('BAD_INPUT', 'not a place in this inbox');
}

/** Texts and recordings of the group's children as one list: what both have, and a key that orders them. */
const entriesOfGroup = (courseGroupId: number) => sql`
  select 'text:' || t.kind || ':' || c.id as key, t.kind, null::uuid as recording_id, c.id as child_id,
         c.name as child_name, c.username, t.text, t.sent_at, t.read_at
    from users_children c
    join subscriptions s on s.id = c.subscription_id
    join users_child_details d on d.users_child_id = c.id
    cross join lateral (values ('ABOUT_ME', d.about_me, d.about_me_sent_at, d.about_me_read_at),
                               ('FINAL_MESSAGE', d.final_message, d.final_message_sent_at, d.final_message_read_at))
               as t(kind, text, sent_at, read_at)
   where ${isSubscriptionOfGroup(courseGroupId)}
     and t.sent_at is not null and t.text is not null
  union all
  select 'recording:' || r.id, 'RECORDING', r.id, c.id, c.name, c.username, null, r.created_at, r.read_at
    from recordings r
    join users_children c on c.id = r.users_child_id
    join subscriptions s on s.id = c.subscription_id
   where ${isSubscriptionOfGroup(courseGroupId)}`;

function chosen(filter: InboxFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.unreadOnly) conditions.push(sql`e.read_at is null`);
  const words = filter.search.trim().toLowerCase();
  if (words) {
    // A literal search: % and _ typed by the teacher are characters, not patterns.
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      sql`(lower(e.child_name) like ${pattern} or lower(e.username) like ${pattern} or lower(coalesce(e.text, '')) like ${pattern})`,
    );
  }
  if (filter.after) {
    const cursor = decodeCursor(filter.after);
    conditions.push(sql`(e.sent_at, e.key) < (${cursor.sentAt}::timestamptz, ${cursor.key}::text)`);
  }
  return sql.join(conditions, sql` and `);
}

/** A row of the page: an entry of either type (a text's recording fields are null), as the database answers it. */
type Row = Pick<Common, 'childId' | 'childName' | 'username'> &
  RecordingFields & {
    total: number;
    unread: number;
    key: string | null;
    moment: string;
    kind: TeacherTextKind | 'RECORDING';
    recordingId: string;
    text: string;
    sentAt: string;
    readAt: string | null;
    lessonReached: number;
    replies: TeacherReply[] | string;
  };

/**
 * One page of a course group's inbox: the children's texts and recordings interleaved, newest first, with the
 * group's counts (everything, and what is not yet read or heard); one statement whatever the group's size.
 */
export async function inboxPage(db: Db, courseGroupId: number, filter: InboxFilter): Promise<InboxPage> {
  const rows = await rowsOf<Row>(
    db,
    sql`
    with entries as (${entriesOfGroup(courseGroupId)}),
         counts as (select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread from entries),
         page as (select * from entries e where ${chosen(filter)} order by e.sent_at desc, e.key desc
                   limit ${INBOX_PAGE_SIZE + 1})
    select n.total, n.unread, p.key, to_char(p.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as moment,
           p.kind, p.recording_id as "recordingId", p.child_id as "childId", p.child_name as "childName",
           p.username, p.text, p.sent_at as "sentAt", p.read_at as "readAt",
           coalesce((select max(l.lesson_number) from user_lesson_progresses lp join lessons l on l.id = lp.lesson_id
                      where lp.users_child_id = p.child_id and (lp.finished or lp.view_count > 0)), 0)::int
             as "lessonReached",
           l.lesson_number as "lessonNumber", r.surah_number as "surahNumber", r.ayah_from as "ayahFrom",
           r.ayah_to as "ayahTo", r.word_from as "wordFrom", r.word_to as "wordTo", r.duration_ms as "durationMs",
           r.content_type as "contentType",
           coalesce((select json_agg(json_build_object('message', m.message, 'senderName', m.sender_name,
                                                       'createdAt', m.created_at) order by m.created_at)
                       from messages m
                      where m."from" = 'TEACHER'
                        and ((m.users_child_id = p.child_id and m.replies_to = p.kind)
                             or m.recording_id = p.recording_id)), '[]') as replies
      from counts n
      left join page p on true
      left join recordings r on r.id = p.recording_id
      left join lessons l on l.id = r.lesson_id
     order by p.sent_at desc, p.key desc`,
  );
  const counts = { total: rows[0]?.total ?? 0, unread: rows[0]?.unread ?? 0 };
  const found = rows.filter((row) => row.key !== null);
  const shown = found.slice(0, INBOX_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    ...counts,
    entries: shown.map(entryOf),
    nextCursor:
      found.length > INBOX_PAGE_SIZE && last?.key ? encodeCursor({ sentAt: last.moment, key: last.key }) : null,
  };
}

function entryOf(row: Row): InboxEntry {
  const common = {
    childId: row.childId,
    childName: row.childName,
    username: row.username,
    sentAt: new Date(row.sentAt),
    readAt: row.readAt ? new Date(row.readAt) : null,
    replies: typeof row.replies === 'string' ? JSON.parse(row.replies) : row.replies,
  };
  if (row.kind !== 'RECORDING') {
    return { ...common, type: 'text', kind: row.kind, text: row.text, lessonReached: row.lessonReached };
  }
  const { recordingId: id, lessonNumber, surahNumber, ayahFrom, ayahTo, wordFrom, wordTo, durationMs } = row;
  return {
    ...common,
    type: 'recording',
    id,
    lessonNumber,
    surahNumber,
    ayahFrom,
    ayahTo,
    wordFrom,
    wordTo,
    durationMs,
    contentType: row.contentType,
  };
}
