import type { Db } from '@koran-kids/db';
import { courseGroups, notifications, weeklyFacts } from '@koran-kids/db/schema';
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';

/** What families see: published by staff (or imported), from its publication day on. */
const isShown = (table: typeof weeklyFacts | typeof notifications) =>
  and(eq(table.state, 'published'), lte(table.publishOn, sql`current_date`));

/** How many weekly facts the course shows. */
export async function factCount(db: Db, courseId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(weeklyFacts)
    .where(and(eq(weeklyFacts.courseId, courseId), isShown(weeklyFacts)));
  return row?.count ?? 0;
}

/** The shown fact at this position (1 is the first), or null. */
export async function factAt(db: Db, courseId: number, position: number) {
  if (position < 1) return null;
  const [fact] = await db
    .select({ id: weeklyFacts.id, sequence: weeklyFacts.sequence, message: weeklyFacts.message })
    .from(weeklyFacts)
    .where(and(eq(weeklyFacts.courseId, courseId), isShown(weeklyFacts)))
    .orderBy(asc(weeklyFacts.sequence))
    .offset(position - 1)
    .limit(1);
  return fact ?? null;
}

/** The fact of an ISO week: the same all week for every child, the course's facts in turn (week modulo their count). */
export async function factOfWeek(db: Db, courseId: number, week: number) {
  const count = await factCount(db, courseId);
  return count === 0 ? null : factAt(db, courseId, (week % count) + 1);
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

/** An announcement about a day that has passed is no news any more. */
const isStillCurrent = or(isNull(notifications.showUntil), gte(notifications.showUntil, sql`current_date`));

/** The announcements of the child's course group (or the course's first group), newest first. */
export async function announcementsFor(db: Db, courseId: number, courseGroupId: number | null, limit: number) {
  const group = courseGroupId ?? (await firstGroupOf(db, courseId));
  if (!group) return [];
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      // Families see the day it was published for them.
      createdAt: sql<Date>`${notifications.publishOn}::timestamptz`.mapWith((value) => new Date(value)),
    })
    .from(notifications)
    .where(and(eq(notifications.courseGroupId, group), isShown(notifications), isStillCurrent))
    .orderBy(desc(notifications.publishOn), desc(notifications.createdAt))
    .limit(limit);
}
