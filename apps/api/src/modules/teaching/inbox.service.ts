import type { Db, Tx } from '@koran-kids/db';
import { messages, type TeacherTextKind, users, usersChildDetails } from '@koran-kids/db/schema';
import { eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';

const readColumn = { ABOUT_ME: 'aboutMeReadAt', FINAL_MESSAGE: 'finalMessageReadAt' } as const;
const sentColumn = { ABOUT_ME: usersChildDetails.aboutMeSentAt, FINAL_MESSAGE: usersChildDetails.finalMessageSentAt };

/** Marks a sent text read (or unread again); NOT_FOUND when the child sent no such text. */
async function markTextRead(db: Db | Tx, childId: string, kind: TeacherTextKind, read: boolean) {
  const [updated] = await db
    .update(usersChildDetails)
    .set({ [readColumn[kind]]: read ? new Date() : null })
    .where(sql`${usersChildDetails.usersChildId} = ${childId} and ${sentColumn[kind]} is not null`)
    .returning({ childId: usersChildDetails.usersChildId });
  if (!updated) fail('NOT_FOUND', 'the child sent no such text');
  return { childId, kind, read };
}

/** A teacher marks a child's text read or unread again, recorded in the audit like every other staff action. */
export async function setTextRead(
  db: Db,
  actor: Actor,
  change: { childId: string; kind: TeacherTextKind; read: boolean },
) {
  return db.transaction(async (tx) => {
    const marked = await markTextRead(tx, change.childId, change.kind, change.read);
    const action = change.read ? 'mark-text-read' : 'mark-text-unread';
    await recordStaffChange(tx, actor, action, `child:${change.childId}`, { kind: change.kind });
    return marked;
  });
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
