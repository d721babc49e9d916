import { childPronunciation, withOpenTanween } from '@koran-kids/content';
import { type Db, preparedStatement, type Tx } from '@koran-kids/db';
import {
  accomplishedAchievements,
  achievements,
  type ContentKind,
  courseContentVersion,
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

/** A course's published lesson with its achievements: the same for every child of the course. */
type CourseLesson = Pick<
  LessonState,
  'id' | 'sequence' | 'lessonNumber' | 'surahNumber' | 'name' | 'label' | 'description' | 'image'
> & {
  /** Null or false: open to every child; true: opened per child by a parent. */
  locked: boolean | null;
  achievements: Omit<AchievementState, 'accomplishedAt'>[];
};

/** A course's lessons with the course content version they were read at (course_content_version). */
type CourseLessons = { version: string; lessons: CourseLesson[] };

/**
 * The lessons of each course as last read, kept for every child of the course until the content version changes.
 * Versions are random, so one read from another database (tests open many) never passes for this one's.
 */
const courseLessonsKept = new Map<number, CourseLessons>();

/** Per lesson the child has a progress row for: lesson id, percentage, seconds watched, finished, views, unlocked. */
type ProgressRow = [number, number, number, boolean, number, boolean];
/** Per task the child accomplished: achievement id and when, as text. */
type AccomplishedRow = [number, string];

const childIdPlaceholder = sql.placeholder('childId');
const lessonStatesStatement = preparedStatement('lesson_states', (db) =>
  db
    .select({
      version: sql<string>`${courseContentVersion.version}::text`,
      // The course's lessons only where this server does not hold the current version of them.
      lessons: sql<CourseLesson[] | null>`case when ${courseContentVersion.version}::text
          is distinct from ${sql.placeholder('knownVersion')} then (
        select coalesce(json_agg(json_build_object('id', l.id, 'sequence', l.sequence,
            'lessonNumber', l.lesson_number, 'surahNumber', l.surah_number, 'name', l.name, 'label', l.label,
            'description', l.description, 'image', l.image, 'locked', l.locked,
            'achievements', coalesce((
              select json_agg(json_build_object('id', a.id, 'lessonId', a.lesson_id, 'type', a.achievement_type,
                  'title', a.title) order by a.id)
              from ${achievements} a where a.lesson_id = l.id), '[]')) order by l.sequence), '[]')
        from ${lessons} l where l.course_id = ${sql.placeholder('courseId')} and l.published) end`,
      progress: sql<ProgressRow[]>`(select coalesce(json_agg(json_build_array(p.lesson_id, p.percentage,
          p.time_progress, p.finished, p.view_count, p.unlocked_at is not null)), '[]')
        from ${userLessonProgresses} p where p.users_child_id = ${childIdPlaceholder})`,
      accomplished: sql<AccomplishedRow[]>`(select coalesce(json_agg(json_build_array(aa.achievement_id,
          aa.created_at)), '[]')
        from ${accomplishedAchievements} aa where aa.user_child_id = ${childIdPlaceholder})`,
    })
    .from(courseContentVersion),
);

/**
 * Every lesson of the course with the child's progress and achievements, in one statement: the child's progress,
 * and the course's lessons only when their content changed since this server last read them.
 */
export async function lessonStates(db: Db | Tx, child: Child): Promise<LessonState[]> {
  const kept = courseLessonsKept.get(child.courseId);
  const [row] = await lessonStatesStatement(db).execute({
    childId: child.id,
    courseId: child.courseId,
    knownVersion: kept?.version ?? '',
  });
  if (!row) throw new Error('course_content_version has no row');
  // The statement leaves the lessons out only when the version is the one kept.
  const course = row.lessons ?? kept?.lessons;
  if (!course) throw new Error('the course lessons were neither read nor kept');
  if (row.lessons) courseLessonsKept.set(child.courseId, { version: row.version, lessons: row.lessons });
  return statesOf(course, row.progress, row.accomplished);
}

/**
 * The course's lessons as this child stands in them: open or locked (and why), new, next, progress, tasks done.
 * Every field is named (no object rest or spread): this runs for every lesson and task of every request, and rest
 * and spread made it fifteen times slower (docs/quality.md).
 */
function statesOf(course: CourseLesson[], progress: ProgressRow[], accomplished: AccomplishedRow[]): LessonState[] {
  const progressOf = new Map<number, ProgressRow>();
  for (const row of progress) progressOf.set(row[0], row);
  const accomplishedAt = new Map<number, string>();
  for (const [achievementId, at] of accomplished) accomplishedAt.set(achievementId, at);
  let previousFinished = true;
  let nextFound = false;
  return course.map((lesson) => {
    const lessonProgress = progressOf.get(lesson.id);
    const finished = lessonProgress?.[3] ?? false;
    const isOpen = lesson.locked !== true || lessonProgress !== undefined;
    const isNext = isOpen && !finished && !nextFound;
    nextFound ||= isNext;
    const state: LessonState = {
      id: lesson.id,
      sequence: lesson.sequence,
      lessonNumber: lesson.lessonNumber,
      surahNumber: lesson.surahNumber,
      name: lesson.name,
      label: lesson.label,
      description: lesson.description,
      image: lesson.image,
      isLocked: !isOpen,
      lockReason: isOpen ? null : previousFinished ? 'WAITING_FOR_PARENT' : 'PREVIOUS_NOT_FINISHED',
      isNew: isOpen && (lessonProgress?.[5] ?? false),
      isNext,
      percentage: lessonProgress?.[1] ?? 0,
      timeProgress: lessonProgress?.[2] ?? 0,
      finished,
      viewCount: lessonProgress?.[4] ?? 0,
      achievements: lesson.achievements.map((task) => {
        const at = accomplishedAt.get(task.id);
        return {
          id: task.id,
          lessonId: task.lessonId,
          type: task.type,
          title: task.title,
          accomplishedAt: at === undefined ? null : new Date(at),
        };
      }),
    };
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
  const readable = lessonVerses.map((verse) => ({
    ...verse,
    verse: withOpenTanween(verse.verse),
    simplePronunciation: childPronunciation(verse.simplePronunciation, verse.pronunciation),
  }));
  const readableWords = lessonWords.map((word) => ({ ...word, word: withOpenTanween(word.word) }));
  return { ...(lesson ?? fail('NOT_FOUND', 'no such lesson')), verses: readable, words: readableWords };
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

/** The introduction to the course (video and text), if the institute wrote one, and whether any lesson has a video. */
export async function courseIntroductionOf(db: Db, courseId: number) {
  const [course] = await db
    .select({
      introduction: courses.introduction,
      hasLessonVideos: sql<boolean>`exists (select 1 from lessons l where l.course_id = ${courseId} and l.published
        and (l.vimeo_url is not null or l.video_key is not null))`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course?.introduction ? { ...course.introduction, hasLessonVideos: course.hasLessonVideos } : null;
}
