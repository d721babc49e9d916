import { type Db, rowsOf, type Tx } from '@koran-kids/db';
import { messages, type TeacherTextKind, users, usersChildDetails } from '@koran-kids/db/schema';
import { eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Actor, recordStaffChange } from './audit.service.ts';

export type TeacherReply = { message: string; senderName: string; createdAt: string };

/** A text a child addressed to the teacher, with what a teacher may see of the child (docs/decisions.md). */
export type InboxText = {
  childId: string;
  childName: string;
  username: string;
  lessonReached: number;
  kind: TeacherTextKind;
  text: string;
  sentAt: Date;
  readAt: Date | null;
  replies: TeacherReply[];
};

/**
 * The texts children of one course group addressed to the teacher (about me, final message), unread first, newest
 * first, in one statement whatever the number of children.
 */
export async function inboxOfGroup(db: Db, courseGroupId: number): Promise<InboxText[]> {
  type Row = Omit<InboxText, 'sentAt' | 'readAt' | 'replies'> & {
    sentAt: string;
    readAt: string | null;
    replies: TeacherReply[] | string;
  };
  const rows = await rowsOf<Row>(
    db,
    sql`
    select c.id as "childId", c.name as "childName", c.username, t.kind, t.text,
           t.sent_at as "sentAt", t.read_at as "readAt",
           coalesce((select max(l.lesson_number) from user_lesson_progresses p join lessons l on l.id = p.lesson_id
                      where p.users_child_id = c.id and (p.finished or p.view_count > 0)), 0)::int as "lessonReached",
           coalesce((select json_agg(json_build_object('message', m.message, 'senderName', m.sender_name,
                                                       'createdAt', m.created_at) order by m.created_at)
                       from messages m
                      where m.users_child_id = c.id and m."from" = 'TEACHER' and m.replies_to = t.kind), '[]') as replies
      from users_children c
      join subscriptions s on s.id = c.subscription_id
      join users_child_details d on d.users_child_id = c.id
      cross join lateral (values ('ABOUT_ME', d.about_me, d.about_me_sent_at, d.about_me_read_at),
                                 ('FINAL_MESSAGE', d.final_message, d.final_message_sent_at, d.final_message_read_at))
                 as t(kind, text, sent_at, read_at)
     where coalesce(s.course_group_id, (select min(g.id) from course_groups g where g.course_id = s.course_id)) = ${courseGroupId}
       and t.sent_at is not null and t.text is not null
     order by (t.read_at is null) desc, t.sent_at desc`,
  );
  return rows.map((row) => ({
    ...row,
    sentAt: new Date(row.sentAt),
    readAt: row.readAt ? new Date(row.readAt) : null,
    replies: typeof row.replies === 'string' ? JSON.parse(row.replies) : row.replies,
  }));
}

const readColumn = { ABOUT_ME: 'aboutMeReadAt', FINAL_MESSAGE: 'finalMessageReadAt' } as const;
const sentColumn = { ABOUT_ME: usersChildDetails.aboutMeSentAt, FINAL_MESSAGE: usersChildDetails.finalMessageSentAt };

/** Marks a sent text read (or unread again); NOT_FOUND when the child sent no such text. */
export async function markTextRead(db: Db | Tx, childId: string, kind: TeacherTextKind, read: boolean) {
  const [updated] = await db
    .update(usersChildDetails)
    .set({ [readColumn[kind]]: read ? new Date() : null })
    .where(sql`${usersChildDetails.usersChildId} = ${childId} and ${sentColumn[kind]} is not null`)
    .returning({ childId: usersChildDetails.usersChildId });
  if (!updated) fail('NOT_FOUND', 'the child sent no such text');
  return { childId, kind, read };
}

/**
 * A teacher answers a child's text: it arrives in the child's messages (and the parent's view of them) from the
 * teacher by first name, and the text counts as read. Recorded in the audit without the texts.
 */
export async function replyToText(
  db: Db,
  actor: Actor & { userId: string },
  reply: { childId: string; kind: TeacherTextKind; message: string },
) {
  return db.transaction(async (tx) => {
    await markTextRead(tx, reply.childId, reply.kind, true);
    const [teacher] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, actor.userId));
    const [sent] = await tx
      .insert(messages)
      .values({
        usersChildId: reply.childId,
        from: 'TEACHER',
        title: reply.kind,
        message: reply.message,
        senderName: teacher?.firstName ?? null,
        repliesTo: reply.kind,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    if (!sent) throw new Error('reply not written');
    await recordStaffChange(tx, actor, 'reply', `child:${reply.childId}`, { kind: reply.kind });
    return { childId: reply.childId, kind: reply.kind, messageId: sent.id };
  });
}
