import type { Db } from '@koran-kids/db';
import { lessons, messages } from '@koran-kids/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { fail } from '../../errors.ts';

/** The child's inbox, newest first, with the lesson each lesson message is about (one statement). */
export function inbox(db: Db, childId: string) {
  return db
    .select({
      id: messages.id,
      from: messages.from,
      title: messages.title,
      message: messages.message,
      opened: messages.opened,
      createdAt: messages.createdAt,
      lessonNumber: lessons.lessonNumber,
      lessonName: lessons.name,
    })
    .from(messages)
    .leftJoin(lessons, eq(lessons.id, messages.lessonId))
    .where(eq(messages.usersChildId, childId))
    .orderBy(desc(messages.createdAt));
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
