import type { Db } from '@koran-kids/db';
import { courseGroups, courses, type StaffKind, staffGroups, users } from '@koran-kids/db/schema';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { staffKindOfUser } from '../../family/staff.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';

export type StaffGroup = { id: number; name: { nl: string; en: string }; courseName: { nl: string; en: string } };

/** The groups a staff member works with: every group for an administrator, a teacher's own groups otherwise. */
export async function groupsOf(db: Db, viewer: { userId: string; staffKind: StaffKind | null }): Promise<StaffGroup[]> {
  const query = db
    .select({ id: courseGroups.id, name: courseGroups.name, courseName: courses.name })
    .from(courseGroups)
    .innerJoin(courses, eq(courses.id, courseGroups.courseId))
    .orderBy(asc(courseGroups.id));
  if (viewer.staffKind === 'administrator') return query;
  return query.where(
    inArray(
      courseGroups.id,
      db.select({ id: staffGroups.courseGroupId }).from(staffGroups).where(eq(staffGroups.userId, viewer.userId)),
    ),
  );
}

/** The first name children see for the teacher of a course group: the teacher assigned first, or null. */
export async function teacherNameOfGroup(db: Db, courseGroupId: number | null): Promise<string | null> {
  if (courseGroupId === null) return null;
  const [teacher] = await db
    .select({ firstName: users.firstName })
    .from(staffGroups)
    .innerJoin(users, eq(users.id, staffGroups.userId))
    .where(and(eq(staffGroups.courseGroupId, courseGroupId), isNotNull(users.firstName)))
    .orderBy(asc(staffGroups.createdAt))
    .limit(1);
  return teacher?.firstName ?? null;
}

/** Everyone who is staff now (by role claim or grant), with their groups. */
export async function staffMembers(db: Db) {
  const kind = staffKindOfUser(users.id);
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      kind: sql<StaffKind>`${kind}`,
      groupIds: sql<number[]>`coalesce((select array_agg(g.course_group_id order by g.course_group_id)
        from ${staffGroups} g where g.user_id = ${users.id}), '{}')`,
    })
    .from(users)
    .where(sql`${kind} is not null`)
    .orderBy(asc(users.firstName), asc(users.email));
}

/** An administrator assigns a teacher (anyone who is staff) to a course group, or takes the assignment back. */
export async function assignTeacher(
  db: Db,
  actor: Actor,
  change: { userId: string; courseGroupId: number; assigned: boolean },
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ kind: staffKindOfUser(users.id) })
      .from(users)
      .where(eq(users.id, change.userId));
    if (!member?.kind) fail('NOT_FOUND', 'no such staff member');
    const [group] = await tx
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .where(eq(courseGroups.id, change.courseGroupId));
    if (!group) fail('NOT_FOUND', 'no such course group');
    if (change.assigned) {
      await tx.insert(staffGroups).values({ userId: change.userId, courseGroupId: group.id }).onConflictDoNothing();
    } else {
      await tx
        .delete(staffGroups)
        .where(and(eq(staffGroups.userId, change.userId), eq(staffGroups.courseGroupId, group.id)));
    }
    await recordStaffChange(
      tx,
      actor,
      change.assigned ? 'assign-teacher' : 'unassign-teacher',
      `person:${change.userId}`,
      {
        courseGroupId: group.id,
      },
    );
    return { userId: change.userId, courseGroupId: group.id, assigned: change.assigned };
  });
}
