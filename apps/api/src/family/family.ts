import { type Db, preparedStatement, type Tx } from '@koran-kids/db';
import { courses, sessions, subscriptionConfigs, subscriptions, usersChildren } from '@koran-kids/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import { staffKindOfUser } from './staff.ts';

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

/** The parent's newest subscription with its children, as a subquery for the parent `userId` (a column or a value). */
function newestSubscription(db: Db | Tx, userId: string | typeof sessions.userId) {
  return db
    .select({
      id: subscriptions.id,
      courseId: subscriptions.courseId,
      courseGroupId: subscriptions.courseGroupId,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      wpOrderId: subscriptions.wpOrderId,
      isActive: sql<boolean>`current_date between ${subscriptions.startsOn} and ${subscriptions.endsOn}`.as(
        'is_active',
      ),
      maxProfiles: sql<number>`least(${subscriptionConfigs.maxProfileCount}, ${courses.maxProfilesCount})`.as(
        'max_profiles',
      ),
      childIds: sql<
        string[]
      >`coalesce((select array_agg(c.id::text) from ${usersChildren} c where c.subscription_id = ${subscriptions.id}), '{}')`.as(
        'child_ids',
      ),
    })
    .from(subscriptions)
    .innerJoin(subscriptionConfigs, eq(subscriptionConfigs.id, subscriptions.subscriptionConfigId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.endsOn} desc`)
    .limit(1)
    .as('family');
}

type SubscriptionRow = Omit<FamilySubscription, 'maxProfiles'> & { maxProfiles: number | string; childIds: string[] };

function familyFromRow(userId: string, row: SubscriptionRow | null): Family {
  if (!row) return { userId, subscription: null, childIds: new Set() };
  const { childIds, ...subscription } = row;
  return {
    userId,
    subscription: { ...subscription, maxProfiles: Number(subscription.maxProfiles) },
    childIds: new Set(childIds),
  };
}

export async function loadFamily(db: Db, userId: string): Promise<Family> {
  const family = newestSubscription(db, userId);
  const [row] = await db.select().from(family);
  return familyFromRow(userId, row ?? null);
}

const sessionFamilyStatement = preparedStatement('session_family', (db) => {
  const family = newestSubscription(db, sessions.userId);
  return db
    .select({
      session: {
        idHash: sessions.idHash,
        userId: sessions.userId,
        parentAreaUntil: sessions.parentAreaUntil,
        reauthenticatedAt: sessions.reauthenticatedAt,
        actingAs: sessions.actingAs,
      },
      staffKind: staffKindOfUser(sessions.userId),
      family: {
        id: family.id,
        courseId: family.courseId,
        courseGroupId: family.courseGroupId,
        startsOn: family.startsOn,
        endsOn: family.endsOn,
        wpOrderId: family.wpOrderId,
        isActive: family.isActive,
        maxProfiles: family.maxProfiles,
        childIds: family.childIds,
      },
    })
    .from(sessions)
    .leftJoinLateral(family, sql`true`)
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))));
});

/**
 * A signed-in browser's session and its family in one statement (every API request starts here): the session
 * by the hash of its cookie, unexpired, or null.
 */
export async function loadSessionFamily(db: Db, idHash: string) {
  const [row] = await sessionFamilyStatement(db).execute({ idHash, now: new Date() });
  return row
    ? { session: row.session, family: familyFromRow(row.session.userId, row.family), staffKind: row.staffKind }
    : null;
}
