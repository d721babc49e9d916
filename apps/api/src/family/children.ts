import type { Db } from '@koran-kids/db';
import { type Gender, stars, usersChildren } from '@koran-kids/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { Family } from './family.ts';

/** A child profile as its own family sees it. */
export type ChildProfileShape = {
  id: string;
  username: string;
  name: string;
  avatar: string;
  gender: Gender;
  dateOfBirth: string;
  stars: number;
  createdAt: Date;
  openProfile: boolean;
  /** "Ruim lezen": larger, wider-spaced Arabic and a Latin font made for reading. */
  spaciousReading: boolean;
};

const childColumns = {
  id: usersChildren.id,
  username: usersChildren.username,
  name: usersChildren.name,
  avatar: usersChildren.avatar,
  gender: usersChildren.gender,
  dateOfBirth: usersChildren.dateOfBirth,
  createdAt: usersChildren.createdAt,
  openProfile: usersChildren.openProfile,
  spaciousReading: usersChildren.spaciousReading,
  stars: sql<number>`coalesce(${stars.stars}, 0)`.mapWith(Number),
};

/** The family's profiles with their stars, oldest first, in one statement. */
export function listChildren(db: Db, subscriptionId: string): Promise<ChildProfileShape[]> {
  return db
    .select(childColumns)
    .from(usersChildren)
    .leftJoin(stars, eq(stars.usersChildId, usersChildren.id))
    .where(eq(usersChildren.subscriptionId, subscriptionId))
    .orderBy(asc(usersChildren.createdAt), asc(usersChildren.name));
}

export async function findChild(db: Db, childId: string): Promise<ChildProfileShape> {
  const [child] = await db
    .select(childColumns)
    .from(usersChildren)
    .leftJoin(stars, eq(stars.usersChildId, usersChildren.id))
    .where(eq(usersChildren.id, childId));
  return child ?? fail('NOT_FOUND', 'no such child');
}

/** The family's child and the course of the family's subscription; ownsChild has already checked both. */
export function courseChildOf(family: Family, userChildId: string | number) {
  const id = String(userChildId);
  if (!family.subscription || !family.childIds.has(id)) fail('FORBIDDEN', 'not a child of this family');
  return { id, userId: family.userId, courseId: family.subscription.courseId };
}
