import type { Db } from '@koran-kids/db';
import { lessons, messages } from '@koran-kids/db/schema';
import { parentMessage } from '@koran-kids/input/forms/parent-message';
import { and, desc, eq, sql } from 'drizzle-orm';
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
