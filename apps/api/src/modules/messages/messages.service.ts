import type { Db } from '@koran-kids/db';
import { lessons, messages, type TeacherTextKind, usersChildDetails } from '@koran-kids/db/schema';
import { parentMessage } from '@koran-kids/input/forms/parent-message';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';

/** The child's inbox, newest first, with the lesson each lesson message is about (one statement). */
export function inbox(db: Db, childId: string) {
  return db
    .select({
      id: messages.id,
      from: messages.from,
      title: messages.title,
      message: messages.message,
      opened: messages.opened,
      senderName: messages.senderName,
      createdAt: messages.createdAt,
      lessonNumber: lessons.lessonNumber,
      lessonName: lessons.name,
    })
    .from(messages)
    .leftJoin(lessons, eq(lessons.id, messages.lessonId))
    .where(eq(messages.usersChildId, childId))
    .orderBy(desc(messages.createdAt));
}

/** How many of the child's messages it has not opened yet. */
export async function unreadCount(db: Db, childId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.usersChildId, childId), eq(messages.opened, false)));
  return row?.count ?? 0;
}

export type InboxMessage = Awaited<ReturnType<typeof inbox>>[number];

/** Marks one of the child's own messages read; another child's message is not found. */
export async function markRead(db: Db, childId: string, messageId: string, from: 'LESSON' | 'PARENT' | null) {
  const conditions = [eq(messages.id, messageId), eq(messages.usersChildId, childId)];
  if (from) conditions.push(eq(messages.from, from));
  const [updated] = await db
    .update(messages)
    .set({ opened: true })
    .where(and(...conditions))
    .returning({ id: messages.id, opened: messages.opened });
  return updated ?? fail('NOT_FOUND', 'no such message');
}

/** A message from the parent to one child (insertMessage); both texts required, within their limits. */
export async function sendParentMessage(db: Db, childId: string, input: { title: string; message: string }) {
  const { title, message } = parseOrFail(parentMessage, input, 'the message has mistakes');
  const [sent] = await db
    .insert(messages)
    .values({ usersChildId: childId, from: 'PARENT', title, message })
    .returning({ id: messages.id, opened: messages.opened });
  return sent ?? fail('NOT_FOUND', 'message not written');
}

export type TeacherConversationText = {
  kind: TeacherTextKind;
  text: string;
  sentAt: Date;
  replies: { message: string; senderName: string | null; createdAt: Date }[];
};

/** What the child wrote to the teacher and the teacher's answers: the parent's view of it (parent area). */
export async function teacherConversation(db: Db, childId: string): Promise<TeacherConversationText[]> {
  const [[details], replies] = await Promise.all([
    db
      .select({
        aboutMe: usersChildDetails.aboutMe,
        aboutMeSentAt: usersChildDetails.aboutMeSentAt,
        finalMessage: usersChildDetails.finalMessage,
        finalMessageSentAt: usersChildDetails.finalMessageSentAt,
      })
      .from(usersChildDetails)
      .where(eq(usersChildDetails.usersChildId, childId)),
    db
      .select({
        repliesTo: messages.repliesTo,
        message: messages.message,
        senderName: messages.senderName,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(and(eq(messages.usersChildId, childId), eq(messages.from, 'TEACHER')))
      .orderBy(asc(messages.createdAt)),
  ]);
  if (!details) return [];
  const sent = [
    { kind: 'ABOUT_ME' as const, text: details.aboutMe, sentAt: details.aboutMeSentAt },
    { kind: 'FINAL_MESSAGE' as const, text: details.finalMessage, sentAt: details.finalMessageSentAt },
  ];
  return sent.flatMap(({ kind, text, sentAt }) =>
    text && sentAt ? [{ kind, text, sentAt, replies: replies.filter((reply) => reply.repliesTo === kind) }] : [],
  );
}
