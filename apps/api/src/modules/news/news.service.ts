import type { Db } from '@koran-kids/db';
import { type Bilingual, courseGroups, notifications, type PublicationState, weeklyFacts } from '@koran-kids/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';

// Announcements belong to a course group, weekly facts to the group's course (docs/decisions.md).

export type AnnouncementDraft = {
  title: Bilingual;
  description: Bilingual;
  publishOn: string;
  showUntil: string | null;
};
export type WeeklyFactDraft = { message: Bilingual; publishOn: string };

const announcementColumns = {
  id: notifications.id,
  courseGroupId: notifications.courseGroupId,
  title: notifications.title,
  description: notifications.description,
  state: notifications.state,
  publishOn: notifications.publishOn,
  showUntil: notifications.showUntil,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
};

export async function announcementsOfGroup(db: Db, courseGroupId: number) {
  return db
    .select(announcementColumns)
    .from(notifications)
    .where(eq(notifications.courseGroupId, courseGroupId))
    .orderBy(desc(notifications.publishOn), desc(notifications.id));
}

async function courseOfGroup(db: Db, courseGroupId: number) {
  const [group] = await db
    .select({ courseId: courseGroups.courseId })
    .from(courseGroups)
    .where(eq(courseGroups.id, courseGroupId));
  return group?.courseId ?? fail('NOT_FOUND', 'no such course group');
}

/** A new announcement is a draft; an edited one keeps its state (a published one changes at once). */
export async function saveAnnouncement(
  db: Db,
  actor: Actor,
  change: { id: number | null; courseGroupId: number; draft: AnnouncementDraft },
) {
  await courseOfGroup(db, change.courseGroupId);
  return db.transaction(async (tx) => {
    const values = { ...change.draft, updatedAt: new Date() };
    const [saved] = change.id
      ? await tx
          .update(notifications)
          .set(values)
          .where(and(eq(notifications.id, change.id), eq(notifications.courseGroupId, change.courseGroupId)))
          .returning(announcementColumns)
      : await tx
          .insert(notifications)
          .values({
            ...values,
            courseGroupId: change.courseGroupId,
            key: `staff-${crypto.randomUUID()}`,
            state: 'draft',
          })
          .returning(announcementColumns);
    if (!saved) fail('NOT_FOUND', 'no such announcement');
    await recordStaffChange(tx, actor, 'save-announcement', `announcement:${saved.id}`, {
      courseGroupId: change.courseGroupId,
      title: saved.title.nl,
    });
    return saved;
  });
}

export async function setAnnouncementState(
  db: Db,
  actor: Actor,
  change: { id: number; courseGroupId: number; state: Exclude<PublicationState, 'draft'> },
) {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(notifications)
      .set({ state: change.state, updatedAt: new Date() })
      .where(and(eq(notifications.id, change.id), eq(notifications.courseGroupId, change.courseGroupId)))
      .returning(announcementColumns);
    if (!saved) fail('NOT_FOUND', 'no such announcement');
    const action = change.state === 'published' ? 'publish-announcement' : 'withdraw-announcement';
    await recordStaffChange(tx, actor, action, `announcement:${saved.id}`, {
      courseGroupId: change.courseGroupId,
      title: saved.title.nl,
      publishOn: saved.publishOn,
    });
    return saved;
  });
}

const factColumns = {
  id: weeklyFacts.id,
  sequence: weeklyFacts.sequence,
  message: weeklyFacts.message,
  state: weeklyFacts.state,
  publishOn: weeklyFacts.publishOn,
  updatedAt: weeklyFacts.updatedAt,
};

export async function weeklyFactsOfGroup(db: Db, courseGroupId: number) {
  const courseId = await courseOfGroup(db, courseGroupId);
  return db
    .select(factColumns)
    .from(weeklyFacts)
    .where(eq(weeklyFacts.courseId, courseId))
    .orderBy(asc(weeklyFacts.sequence));
}

/** A new fact is a draft at the end of the course's facts; an edited one keeps its place and state. */
export async function saveWeeklyFact(
  db: Db,
  actor: Actor,
  change: { id: number | null; courseGroupId: number; draft: WeeklyFactDraft },
) {
  const courseId = await courseOfGroup(db, change.courseGroupId);
  return db.transaction(async (tx) => {
    const values = { ...change.draft, updatedAt: new Date() };
    const [saved] = change.id
      ? await tx
          .update(weeklyFacts)
          .set(values)
          .where(and(eq(weeklyFacts.id, change.id), eq(weeklyFacts.courseId, courseId)))
          .returning(factColumns)
      : await tx
          .insert(weeklyFacts)
          .values({
            ...values,
            courseId,
            state: 'draft',
            sequence: sql`(select coalesce(max(f.sequence), 0) + 1 from weekly_facts f where f.course_id = ${courseId})`,
          })
          .returning(factColumns);
    if (!saved) fail('NOT_FOUND', 'no such weekly fact');
    await recordStaffChange(tx, actor, 'save-weekly-fact', `weekly-fact:${saved.id}`, { courseId });
    return saved;
  });
}

export async function setWeeklyFactState(
  db: Db,
  actor: Actor,
  change: { id: number; courseGroupId: number; state: Exclude<PublicationState, 'draft'> },
) {
  const courseId = await courseOfGroup(db, change.courseGroupId);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(weeklyFacts)
      .set({ state: change.state, updatedAt: new Date() })
      .where(and(eq(weeklyFacts.id, change.id), eq(weeklyFacts.courseId, courseId)))
      .returning(factColumns);
    if (!saved) fail('NOT_FOUND', 'no such weekly fact');
    const action = change.state === 'published' ? 'publish-weekly-fact' : 'withdraw-weekly-fact';
    await recordStaffChange(tx, actor, action, `weekly-fact:${saved.id}`, { courseId, publishOn: saved.publishOn });
    return saved;
  });
}
