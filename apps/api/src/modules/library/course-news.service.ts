import type { Db } from '@koran-kids/db';
import { courseGroups, notifications, weeklyFacts } from '@koran-kids/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

/** How many weekly facts the course has. */
export async function factCount(db: Db, courseId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(weeklyFacts)
    .where(eq(weeklyFacts.courseId, courseId));
  return row?.count ?? 0;
}

/** The course's fact at this position, or null. */
export async function factAt(db: Db, courseId: number, sequence: number) {
  const [fact] = await db
    .select({ id: weeklyFacts.id, sequence: weeklyFacts.sequence, message: weeklyFacts.message })
    .from(weeklyFacts)
    .where(and(eq(weeklyFacts.courseId, courseId), eq(weeklyFacts.sequence, sequence)))
    .orderBy(asc(weeklyFacts.sequence));
  return fact ?? null;
}

async function firstGroupOf(db: Db, courseId: number) {
  const [group] = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(eq(courseGroups.courseId, courseId))
    .orderBy(asc(courseGroups.id))
    .limit(1);
  return group?.id ?? null;
}

/** The announcements of the child's course group (or the course's first group), newest first. */
export async function announcementsFor(db: Db, courseId: number, courseGroupId: number | null, limit: number) {
  const group = courseGroupId ?? (await firstGroupOf(db, courseId));
  if (!group) return [];
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.courseGroupId, group))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}
