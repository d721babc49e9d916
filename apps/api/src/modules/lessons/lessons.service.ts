import { childPronunciation, withOpenTanween } from '@koran-kids/content';
import { type Db, preparedStatement, type Tx } from '@koran-kids/db';
import {
  accomplishedAchievements,
  achievements,
  type ContentKind,
  courseContentVersion,
  courses,
  lessons,
  userLessonProgresses,
  verses,
  words,
} from '@koran-kids/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';

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
