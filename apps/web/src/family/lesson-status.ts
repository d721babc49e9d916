import type { GetUserChildDataQuery } from '../gql/graphql.ts';

type Lesson = Pick<
  GetUserChildDataQuery['childLessons']['lessons'][number],
  'finished' | 'isLocked' | 'lockReason' | 'percentage'
>;

/**
 * Where a child stands with one lesson. The one reading of a lesson's state: the parent's child page, the unlock
 * page and the child's start page all say the same thing about the same lesson.
 */
export type LessonStatus = 'finished' | 'waiting-for-parent' | 'locked' | 'not-started' | 'in-progress';

export function lessonStatus(lesson: Lesson): LessonStatus {
  if (lesson.finished) return 'finished';
  if (lesson.isLocked) return lesson.lockReason === 'WAITING_FOR_PARENT' ? 'waiting-for-parent' : 'locked';
  // A task done counts as begun; opening the lesson and looking around does not.
  return lesson.percentage > 0 ? 'in-progress' : 'not-started';
}

/** The first lesson not finished (open or not), or undefined once the whole course is done. */
export function nextLessonOf<T extends Lesson>(lessons: readonly T[]): T | undefined {
  return lessons.find((lesson) => !lesson.finished);
}
