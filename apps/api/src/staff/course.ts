import type { Db, Tx } from '@koran-kids/db';
import { fail } from '../errors.ts';
import { findCourse } from '../family/course.ts';

/** The installation's course: one per installation (DECISIONS: The course), as the shop finds it. */
export async function authoredCourseId(db: Db | Tx) {
  return (await findCourse(db))?.id ?? fail('NOT_FOUND', 'no course has been imported');
}
