import type { Db, Tx } from '@koran-kids/db';
import { courseGroups, courses } from '@koran-kids/db/schema';
import { asc, eq } from 'drizzle-orm';

/** The only course (one course per installation, DECISIONS: The course), with its first group. */
export async function findCourse(db: Db | Tx) {
  const [course] = await db
    .select({ id: courses.id, maxProfiles: courses.maxProfilesCount, groupId: courseGroups.id })
    .from(courses)
    .leftJoin(courseGroups, eq(courseGroups.courseId, courses.id))
    .orderBy(asc(courses.id))
    .limit(1);
  return course ?? null;
}
