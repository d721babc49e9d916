import type { Db, Tx } from '@koran-kids/db';
import { accomplishedAchievements, achievements, messages, userLessonProgresses } from '@koran-kids/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { sendLessonMessage } from './lesson-progress.service.ts';
import { type Child, lessonState } from './lessons.service.ts';

/** The child's `lesson-unlocked` message of this lesson that it has not opened yet. */
export const unreadLessonOpenMessage = (childId: string, lessonId: number) =>
  and(
    eq(messages.usersChildId, childId),
    eq(messages.from, 'LESSON'),
    eq(messages.lessonId, lessonId),
    eq(messages.title, 'lesson-unlocked'),
    eq(messages.opened, false),
  );

/** Whether the child still has a `lesson-unlocked` message of this lesson it has not opened. */
async function hasUnreadUnlockedMessage(tx: Tx, childId: string, lessonId: number) {
  const [unread] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(unreadLessonOpenMessage(childId, lessonId))
    .limit(1);
  return unread !== undefined;
}

/**
 * Opens the next lesson for the child: only once the lesson before it is finished (DECISIONS: Locks). The child
 * hears of it once per real change (docs/decisions.md: "One lesson-open message per real change").
 */
export async function unlockLesson(db: Db, child: Child, lessonId: number) {
  return db.transaction(async (tx) => {
    const state = await lessonState(tx, child, lessonId);
    if (!state.isLocked) return state;
    if (state.lockReason === 'PREVIOUS_NOT_FINISHED') fail('LESSON_NOT_READY', 'the lesson before is not finished');
    // A second unlock at the same moment waits for the first one's row and then opens nothing.
    const opened = await tx
      .insert(userLessonProgresses)
      .values({ userId: child.userId, usersChildId: child.id, lessonId, unlockedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: userLessonProgresses.id });
    if (opened.length > 0 && !(await hasUnreadUnlockedMessage(tx, child.id, lessonId)))
      await sendLessonMessage(tx, child.id, lessonId, 'lesson-unlocked');
    return lessonState(tx, child, lessonId);
  });
}

/**
 * Locks a lesson the parent opened again, as long as the child has not begun it; the child's unread "lesson open"
 * message of it is taken back, as it is no longer true (docs/decisions.md: "One lesson-open message per real change").
 */
export async function lockLesson(db: Db, childId: string, lessonId: number) {
  const [started] = await db
    .select({ id: accomplishedAchievements.id })
    .from(accomplishedAchievements)
    .innerJoin(achievements, eq(achievements.id, accomplishedAchievements.achievementId))
    .where(and(eq(accomplishedAchievements.userChildId, childId), eq(achievements.lessonId, lessonId)))
    .limit(1);
  if (started) fail('LESSON_STARTED', 'the child has begun this lesson');
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(userLessonProgresses)
      .where(
        and(
          eq(userLessonProgresses.usersChildId, childId),
          eq(userLessonProgresses.lessonId, lessonId),
          sql`${userLessonProgresses.unlockedAt} is not null`,
          eq(userLessonProgresses.percentage, 0),
          eq(userLessonProgresses.timeProgress, 0),
          eq(userLessonProgresses.finished, false),
        ),
      )
      .returning({ id: userLessonProgresses.id });
    if (!removed) fail('LESSON_STARTED', 'the lesson is not waiting for the child');
    await tx.delete(messages).where(unreadLessonOpenMessage(childId, lessonId));
  });
}
