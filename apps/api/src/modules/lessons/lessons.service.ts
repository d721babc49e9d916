import { type Db, preparedStatement, type Tx } from '@koran-kids/db';
import {
  accomplishedAchievements,
  achievements,
  type ContentKind,
  courses,
  lessons,
  messages,
  userLessonProgresses,
  verses,
  words,
} from '@koran-kids/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { openFinalTestWhenCourseFinished } from '../final-steps/final-steps.service.ts';

/** Why a lesson is closed: the one before is not finished, or a parent has not unlocked it yet. */
export type LockReason = 'PREVIOUS_NOT_FINISHED' | 'WAITING_FOR_PARENT';

export type LessonState = {
  id: number;
  sequence: number;
  lessonNumber: number;
  surahNumber: number | null;
  name: { nl: string; en: string };
  label: { nl: string; en: string } | null;
  description: { nl: string; en: string } | null;
  image: string | null;
  isLocked: boolean;
  lockReason: LockReason | null;
  /** Unlocked by a parent and not yet started: the overview marks it new. */
  isNew: boolean;
  isNext: boolean;
  percentage: number;
  timeProgress: number;
  finished: boolean;
  viewCount: number;
  achievements: AchievementState[];
};

export type AchievementState = {
  id: number;
  lessonId: number;
  type: ContentKind;
  title: { nl: string; en: string };
  accomplishedAt: Date | null;
};

export type Child = { id: string; userId: string; courseId: number };

/** Achievements as json_build_object gives them: the moment as text. */
type AchievementJson = Omit<AchievementState, 'accomplishedAt'> & { accomplishedAt: string | null };

const lessonStatesStatement = preparedStatement('lesson_states', (db) =>
  db
    .select({
      id: lessons.id,
      sequence: lessons.sequence,
      lessonNumber: lessons.lessonNumber,
      surahNumber: lessons.surahNumber,
      name: lessons.name,
      label: lessons.label,
      description: lessons.description,
      image: lessons.image,
      locked: lessons.locked,
      hasProgress: sql<boolean>`${userLessonProgresses.id} is not null`,
      percentage: userLessonProgresses.percentage,
      timeProgress: userLessonProgresses.timeProgress,
      finished: userLessonProgresses.finished,
      viewCount: userLessonProgresses.viewCount,
      unlockedAt: userLessonProgresses.unlockedAt,
      achievements: sql<AchievementJson[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'lessonId', a.lesson_id, 'type', a.achievement_type,
            'title', a.title, 'accomplishedAt', aa.created_at) order by a.id)
        from ${achievements} a
        left join ${accomplishedAchievements} aa on aa.achievement_id = a.id
          and aa.user_child_id = ${sql.placeholder('childId')}
        where a.lesson_id = ${lessons.id}), '[]')`,
    })
    .from(lessons)
    .leftJoin(
      userLessonProgresses,
      and(
        eq(userLessonProgresses.lessonId, lessons.id),
        eq(userLessonProgresses.usersChildId, sql.placeholder('childId')),
      ),
    )
    .where(and(eq(lessons.courseId, sql.placeholder('courseId')), eq(lessons.published, true)))
    .orderBy(asc(lessons.sequence)),
);

/** Every lesson of the course with the child's progress and achievements, in one statement. */
export async function lessonStates(db: Db | Tx, child: Child): Promise<LessonState[]> {
  const rows = await lessonStatesStatement(db).execute({ childId: child.id, courseId: child.courseId });

  let previousFinished = true;
  let nextFound = false;
  return rows.map((row) => {
    const isOpen = row.locked !== true || row.hasProgress;
    const finished = row.finished ?? false;
    const state: LessonState = {
      id: row.id,
      sequence: row.sequence,
      lessonNumber: row.lessonNumber,
      surahNumber: row.surahNumber,
      name: row.name,
      label: row.label,
      description: row.description,
      image: row.image,
      isLocked: !isOpen,
      lockReason: isOpen ? null : previousFinished ? 'WAITING_FOR_PARENT' : 'PREVIOUS_NOT_FINISHED',
      isNew: isOpen && row.unlockedAt !== null,
      isNext: false,
      percentage: Number(row.percentage ?? 0),
      timeProgress: Number(row.timeProgress ?? 0),
      finished,
      viewCount: row.viewCount ?? 0,
      achievements: row.achievements.map((achievement) => ({
        ...achievement,
        accomplishedAt: achievement.accomplishedAt === null ? null : new Date(achievement.accomplishedAt),
      })),
    };
    if (isOpen && !finished && !nextFound) {
      state.isNext = true;
      nextFound = true;
    }
    previousFinished = finished;
    return state;
  });
}

export async function lessonState(db: Db | Tx, child: Child, lessonId: number): Promise<LessonState> {
  const state = (await lessonStates(db, child)).find((lesson) => lesson.id === lessonId);
  return state ?? fail('NOT_FOUND', 'no such lesson');
}

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

const lessonIdPlaceholder = sql.placeholder('lessonId');
const contentStatement = preparedStatement('lesson_content', (db) =>
  db
    .select({
      content: lessons.content,
      quiz: lessons.quiz,
      vimeoUrl: lessons.vimeoUrl,
      videoKey: lessons.videoKey,
      image: lessons.image,
    })
    .from(lessons)
    .where(eq(lessons.id, lessonIdPlaceholder)),
);
const versesStatement = preparedStatement('lesson_verses', (db) =>
  db.select().from(verses).where(eq(verses.lessonId, lessonIdPlaceholder)).orderBy(asc(verses.sequence)),
);
const wordsStatement = preparedStatement('lesson_words', (db) =>
  db.select().from(words).where(eq(words.lessonId, lessonIdPlaceholder)).orderBy(asc(words.sequence)),
);

export async function lessonContent(db: Db, id: number) {
  const [[lesson], lessonVerses, lessonWords] = await Promise.all([
    contentStatement(db).execute({ lessonId: id }),
    versesStatement(db).execute({ lessonId: id }),
    wordsStatement(db).execute({ lessonId: id }),
  ]);
  return { ...(lesson ?? fail('NOT_FOUND', 'no such lesson')), verses: lessonVerses, words: lessonWords };
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

/** Writes accomplished tasks once each, even when pressed twice or raced by two tabs; then the progress. */
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
    .returning({ id: accomplishedAchievements.id });
  const progress = await recordProgress(db, child, lessonId, 0);
  return { affectedRows: inserted.length, lessonId, progress };
}

/** The introduction to the course (video and text), if the institute wrote one. */
export async function courseIntroductionOf(db: Db, courseId: number) {
  const [course] = await db
    .select({ introduction: courses.introduction })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course?.introduction ?? null;
}
