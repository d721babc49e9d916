import type { Db, Tx } from '@koran-kids/db';
import { accomplishedAchievements, achievements, lessons, messages, userLessonProgresses } from '@koran-kids/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { openFinalTestWhenCourseFinished } from '../final-steps/final-steps.service.ts';
import { learnedLessonsOf, startRevision } from '../revision/revision.service.ts';
import { type Child, lessonState } from './lessons.service.ts';

// What a child's work writes: progress, views, accomplished tasks; only in a lesson open to the child.

/**
 * The lesson's row as recordProgress needs it: open or not (a lesson is open when it is not locked in the
 * course or a parent unlocked it), finished before, and the child's accomplished tasks in it.
 */
async function lessonProgressBasis(db: Db | Tx, child: Child, lessonId: number) {
  const [row] = await db
    .select({
      isOpen: sql<boolean>`not coalesce(${lessons.locked}, false) or ${userLessonProgresses.id} is not null`,
      finished: sql<boolean>`coalesce(${userLessonProgresses.finished}, false)`,
      accomplished: sql<number>`(select count(*)::int from ${accomplishedAchievements} aa
        join ${achievements} a on a.id = aa.achievement_id
        where a.lesson_id = ${lessons.id} and aa.user_child_id = ${child.id})`,
      // The lesson's tasks are its achievements (four where the lesson has no video to watch).
      taskCount: sql<number>`(select count(*)::int from ${achievements} a where a.lesson_id = ${lessons.id})`,
    })
    .from(lessons)
    .leftJoin(
      userLessonProgresses,
      and(eq(userLessonProgresses.lessonId, lessons.id), eq(userLessonProgresses.usersChildId, child.id)),
    )
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, child.courseId), eq(lessons.published, true)));
  return row ?? fail('NOT_FOUND', 'no such lesson');
}

/** A closed lesson's content and progress are out of reach, whatever the client tries. */
async function openLesson(db: Db | Tx, child: Child, lessonId: number) {
  const basis = await lessonProgressBasis(db, child, lessonId);
  if (!basis.isOpen) {
    const { lockReason } = await lessonState(db, child, lessonId);
    fail('LESSON_LOCKED', 'this lesson is locked', { lockReason });
  }
  return basis;
}

/** Lesson-origin messages hold keys the app translates, with the lesson's name (messages area). */
export async function sendLessonMessage(
  tx: Tx,
  childId: string,
  lessonId: number,
  event: 'lesson-finished' | 'lesson-unlocked',
) {
  await tx.insert(messages).values({ usersChildId: childId, from: 'LESSON', lessonId, title: event, message: event });
}

/**
 * Writes progress that never moves backwards: time and percentage only grow, finished stays true.
 * Percentage and finished follow the accomplished tasks, so a client cannot claim what was not done.
 */
export async function recordProgress(db: Db, child: Child, lessonId: number, timeProgress: number) {
  return db.transaction(async (tx) => {
    // Two writes for one lesson at once (two tabs) take turns, so "finished" is announced once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`progress:${child.id}:${lessonId}`}, 0))`);
    const before = await openLesson(tx, child, lessonId);
    const percentage = before.taskCount === 0 ? 0 : Math.round((before.accomplished / before.taskCount) * 100);
    const finished = before.taskCount > 0 && before.accomplished >= before.taskCount;
    const [stored] = await tx
      .insert(userLessonProgresses)
      .values({
        userId: child.userId,
        usersChildId: child.id,
        lessonId,
        timeProgress,
        percentage,
        finished,
        finishedAt: finished ? new Date() : null,
      })
      .onConflictDoUpdate({
        target: [userLessonProgresses.userId, userLessonProgresses.lessonId, userLessonProgresses.usersChildId],
        set: {
          timeProgress: sql`greatest(${userLessonProgresses.timeProgress}, excluded.time_progress)`,
          percentage: sql`greatest(${userLessonProgresses.percentage}, excluded.percentage)`,
          finished: sql`${userLessonProgresses.finished} or excluded.finished`,
          finishedAt: sql`coalesce(${userLessonProgresses.finishedAt}, excluded.finished_at)`,
          unlockedAt: null,
          updatedAt: new Date(),
        },
      })
      .returning();
    if (!stored) throw new Error('progress not written');
    if (stored.finished && !before.finished) {
      await sendLessonMessage(tx, child.id, lessonId, 'lesson-finished');
      await openFinalTestWhenCourseFinished(tx, child.id);
    }
    return { affectedRows: 1, ...stored };
  });
}

/** Raises the lesson's view count by one. */
export async function countView(db: Db, child: Child, lessonId: number) {
  await openLesson(db, child, lessonId);
  const [stored] = await db
    .insert(userLessonProgresses)
    .values({ userId: child.userId, usersChildId: child.id, lessonId, viewCount: 1 })
    .onConflictDoUpdate({
      target: [userLessonProgresses.userId, userLessonProgresses.lessonId, userLessonProgresses.usersChildId],
      set: { viewCount: sql`${userLessonProgresses.viewCount} + 1`, updatedAt: new Date() },
    })
    .returning({ viewCount: userLessonProgresses.viewCount });
  return { affectedRows: stored ? 1 : 0, viewCount: stored?.viewCount ?? 0 };
}

/**
 * Writes accomplished tasks once each, even when pressed twice or raced by two tabs; a surah learned by heart starts
 * its revision; then the progress.
 */
export async function accomplish(db: Db, child: Child, achievementIds: number[]) {
  const unique = [...new Set(achievementIds)];
  if (unique.length === 0 || unique.length > 5) fail('BAD_INPUT', 'give 1 to 5 achievements');
  const found = await db
    .select({ id: achievements.id, lessonId: achievements.lessonId })
    .from(achievements)
    .innerJoin(lessons, eq(lessons.id, achievements.lessonId))
    .where(and(inArray(achievements.id, unique), eq(lessons.courseId, child.courseId)));
  const lessonIds = [...new Set(found.map((achievement) => achievement.lessonId))];
  if (found.length !== unique.length || lessonIds.length !== 1)
    fail('BAD_INPUT', 'achievements of one lesson of the course');
  const lessonId = lessonIds[0] ?? 0;
  await openLesson(db, child, lessonId);
  const inserted = await db
    .insert(accomplishedAchievements)
    .values(unique.map((achievementId) => ({ achievementId, userChildId: child.id })))
    .onConflictDoNothing()
    .returning({ achievementId: accomplishedAchievements.achievementId, at: accomplishedAchievements.createdAt });
  // A surah just learned by heart starts its revision.
  for (const learned of await learnedLessonsOf(
    db,
    inserted.map((row) => row.achievementId),
  ))
    await startRevision(db, child.id, learned, inserted[0]?.at ?? new Date());
  const progress = await recordProgress(db, child, lessonId, 0);
  return { affectedRows: inserted.length, lessonId, progress };
}
