import type { Db } from '@koran-kids/db';
import {
  STAFF_KINDS,
  type StaffKind,
  type sessions,
  staffGroups,
  subscriptions,
  users,
  usersChildren,
} from '@koran-kids/db/schema';
import { Column, eq, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../ids.ts';
import { emailKeySql } from './parents.ts';

/**
 * The staff kind of a person, as SQL: the stronger of what the sign-in provider's role claim gave at the last
 * sign-in and what the operator granted to the e-mail — only an e-mail the provider vouches for counts, compared as
 * the provider verified it (emailKey: ASCII capitals lowered, no Unicode folding).
 */
export function staffKindOfUser(
  userId: SQL | typeof sessions.userId | typeof users.id | string,
): SQL<StaffKind | null> {
  // Always with its table's name: Drizzle leaves the name out in the select list of a one-table query, and a bare
  // "id" inside the subquery below names the subquery's own `u.id` (every user, not the outer one).
  const outer = is(userId, Column)
    ? sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`
    : userId;
  return sql<StaffKind | null>`(select case
      when 'administrator' in (u.staff_claim_kind, g.kind) then 'administrator'
      when 'teacher' in (u.staff_claim_kind, g.kind) then 'teacher' end
    from users u left join staff_grants g on u.email_verified and g.email = ${emailKeySql(sql`u.email`)}
    where u.id = ${outer})`;
}

export async function staffKindOf(db: Db, userId: string): Promise<StaffKind | null> {
  const [row] = await db
    .select({ kind: staffKindOfUser(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.kind ?? null;
}

export type StaffRoleClaim = { claim: string; teacher: string; administrator: string };

/** The staff kind an ID token's role claim gives (the claim may be a dotted path, e.g. `realm_access.roles`). */
export function staffKindFromClaims(claims: Record<string, unknown>, setting: StaffRoleClaim): StaffKind | null {
  let value: unknown = claims;
  for (const part of setting.claim.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  const roles = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  if (roles.includes(setting.administrator)) return 'administrator';
  if (roles.includes(setting.teacher)) return 'teacher';
  return null;
}

export const isStaffKind = (value: unknown): value is StaffKind => STAFF_KINDS.includes(value as StaffKind);

/** The course groups a staff member is assigned to, as ids in text (scopes compare them with ID arguments). */
export async function loadStaffGroupIds(db: Db, userId: string): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ id: staffGroups.courseGroupId })
    .from(staffGroups)
    .where(eq(staffGroups.userId, userId));
  return new Set(rows.map((row) => String(row.id)));
}

/**
 * A subscription's course group as SQL: its own, or the course's first group (a subscription whose group was
 * removed); the same group the child sees announcements of.
 */
export const groupOfSubscription = (subscription: { courseGroupId: unknown; courseId: unknown }) =>
  sql<number>`coalesce(${subscription.courseGroupId}, (select min(g.id) from course_groups g where g.course_id = ${subscription.courseId}))`;

/**
 * Whether the subscription `s` (its alias in the statement) is in the group, as `groupOfSubscription` says, written
 * so that PostgreSQL finds a group's subscriptions by its indexes instead of reading every subscription.
 */
export const isSubscriptionOfGroup = (courseGroupId: number) => sql`(s.course_group_id = ${courseGroupId}
  or (s.course_group_id is null
      and s.course_id = (select g.course_id from course_groups g where g.id = ${courseGroupId})
      and ${groupOfSubscription({ courseGroupId: sql`s.course_group_id`, courseId: sql`s.course_id` })} = ${courseGroupId}))`;

/** The course group a child belongs to, or null for an unknown child (or an id that is not one). */
export async function loadGroupOfChild(db: Db, childId: string): Promise<number | null> {
  if (!isUuid(childId)) return null;
  const [row] = await db
    .select({ group: groupOfSubscription(subscriptions) })
    .from(usersChildren)
    .innerJoin(subscriptions, eq(subscriptions.id, usersChildren.subscriptionId))
    .where(eq(usersChildren.id, childId));
  return row?.group ?? null;
}
