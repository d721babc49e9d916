import type { Db } from '@koran-kids/db';
import { courses, subscriptionConfigs, subscriptions, usersChildren } from '@koran-kids/db/schema';
import { eq, sql } from 'drizzle-orm';

export type FamilySubscription = {
  id: string;
  courseId: number;
  courseGroupId: number | null;
  startsOn: string;
  endsOn: string;
  isActive: boolean;
  /** min(subscription_config.max_profile_count, course.max_profiles_count) (DECISIONS: profiles). */
  maxProfiles: number;
  wpOrderId: number | null;
};

/** What a request needs to know of the asking family, read once per request in one statement. */
export type Family = { userId: string; subscription: FamilySubscription | null; childIds: ReadonlySet<string> };

export async function loadFamily(db: Db, userId: string): Promise<Family> {
  const [row] = await db
    .select({
      id: subscriptions.id,
      courseId: subscriptions.courseId,
      courseGroupId: subscriptions.courseGroupId,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      wpOrderId: subscriptions.wpOrderId,
      isActive: sql<boolean>`current_date between ${subscriptions.startsOn} and ${subscriptions.endsOn}`,
      maxProfiles: sql<number>`least(${subscriptionConfigs.maxProfileCount}, ${courses.maxProfilesCount})`,
      childIds: sql<
        string[]
      >`coalesce((select array_agg(c.id::text) from ${usersChildren} c where c.subscription_id = ${subscriptions.id}), '{}')`,
    })
    .from(subscriptions)
    .innerJoin(subscriptionConfigs, eq(subscriptionConfigs.id, subscriptions.subscriptionConfigId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.endsOn} desc`)
    .limit(1);
  if (!row) return { userId, subscription: null, childIds: new Set() };
  const { childIds, ...subscription } = row;
  return {
    userId,
    subscription: { ...subscription, maxProfiles: Number(subscription.maxProfiles) },
    childIds: new Set(childIds),
  };
}
