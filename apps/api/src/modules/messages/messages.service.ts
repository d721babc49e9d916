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

export const PARENT_MESSAGE_LIMITS = { title: 100, message: 2000 } as const;

/** A message from the parent to one child (insertMessage); both texts required, within their limits. */
export async function sendParentMessage(db: Db, childId: string, input: { title: string; message: string }) {
  const title = input.title.trim();
  const message = input.message.trim();
  const problems: Record<string, string> = {};
  for (const [field, value] of [
    ['title', title],
    ['message', message],
  ] as const) {
    if (!value) problems[field] = 'required';
    else if (value.length > PARENT_MESSAGE_LIMITS[field]) problems[field] = 'too-long';
  }
  if (/[\p{Cc}]/u.test(title)) problems.title = 'control-characters';
  if (Object.keys(problems).length > 0)
    fail('BAD_INPUT', 'the message has mistakes', { problems, max: PARENT_MESSAGE_LIMITS });
  const [sent] = await db
    .insert(messages)
    .values({ usersChildId: childId, from: 'PARENT', title, message })
    .returning({ id: messages.id, opened: messages.opened });
  return sent ?? fail('NOT_FOUND', 'message not written');
}
