import type { Db, Tx } from '@koran-kids/db';
import {
  courseGroups,
  courses,
  reviews,
  subscriptionConfigs,
  subscriptions,
  users,
  usersChildren,
} from '@koran-kids/db/schema';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'ENDING', 'ENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A subscription that ends within this many days counts as ending. */
export const ENDING_WITHIN_DAYS = 30;
export const SUBSCRIPTION_PAGE_SIZE = 50;

const email = sql<string>`coalesce(${users.email}, ${subscriptions.email})`;
const parentName = sql<string>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`;
const status = sql<SubscriptionStatus>`case
  when ${subscriptions.endsOn} < current_date then 'ENDED'
  when ${subscriptions.endsOn} < current_date + ${ENDING_WITHIN_DAYS}::int then 'ENDING'
  else 'ACTIVE' end`;

export type SubscriptionFilter = { search: string; status: SubscriptionStatus | null };

/** A parent's name as the search reads it (the same expression as its trigram index, schema.ts). */
const searchableName = sql`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

function matching({ search, status: wanted }: SubscriptionFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  const words = search.trim().toLowerCase();
  if (words) {
    // A literal search: % and _ typed by staff are characters, not patterns. Each arm has a trigram index (schema.ts);
    // the parents found are an array, so that both arms are one bitmap on the subscriptions' own indexes (as an
    // `in (… union …)` it read all 100,000 subscriptions to join them: 3× the time at 100×, bench:scale).
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`(${subscriptions.userId} = any (array(
      select u.id from ${users} u where lower(u.email) like ${pattern} or ${searchableName} like ${pattern}))
      or lower(${subscriptions.email}) like ${pattern})`);
  }
  if (wanted) conditions.push(sql`${status} = ${wanted}`);
  return sql.join(conditions, sql` and `);
}

const subscriptionColumns = {
  id: subscriptions.id,
  email,
  parentName,
  status,
  startsOn: subscriptions.startsOn,
  endsOn: subscriptions.endsOn,
  profileCount: sql<number>`(select count(*)::int from ${usersChildren} c where c.subscription_id = ${subscriptions.id})`,
  maxProfiles: sql<number>`least(${subscriptionConfigs.maxProfileCount}, ${courses.maxProfilesCount})`,
  groupName: courseGroups.name,
};

function subscriptionRows(db: Db | Tx) {
  return db
    .select(subscriptionColumns)
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(subscriptionConfigs, eq(subscriptionConfigs.id, subscriptions.subscriptionConfigId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(courseGroups, eq(courseGroups.id, subscriptions.courseGroupId))
    .$dynamic();
}

/**
 * Subscriptions by e-mail or parent's name and status, ending soonest first, a page at a time: the page by the end
 * date's index, the total counted apart (counting over the page's rows read every subscription).
 */
export async function findSubscriptions(db: Db, filter: SubscriptionFilter, page: number) {
  const where = matching(filter);
  // The page's 50 first, then their parents, groups and profiles: joined before the page, every match was joined.
  const pageIds = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(where)
    .orderBy(asc(subscriptions.endsOn), asc(subscriptions.id))
    .limit(SUBSCRIPTION_PAGE_SIZE)
    .offset(page * SUBSCRIPTION_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    subscriptionRows(db)
      .where(inArray(subscriptions.id, pageIds))
      .orderBy(asc(subscriptions.endsOn), asc(subscriptions.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(subscriptions).where(where),
  ]);
  return { total: counted?.total ?? 0, subscriptions: rows };
}

const CSV_BATCH = 1000;

/**
 * Every subscription the filter finds, for the CSV export, ending soonest first: a batch at a time, each from where
 * the last ended (by the end date's index), so that 100,000 families never sit in memory at once.
 */
export async function* allSubscriptions(db: Db, filter: SubscriptionFilter) {
  let after: { endsOn: string; id: string } | null = null;
  for (;;) {
    const from: SQL = after
      ? sql`(${subscriptions.endsOn}, ${subscriptions.id}) > (${after.endsOn}, ${after.id})`
      : sql`true`;
    const batch = await subscriptionRows(db)
      .where(sql`${matching(filter)} and ${from}`)
      .orderBy(asc(subscriptions.endsOn), asc(subscriptions.id))
      .limit(CSV_BATCH);
    yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < CSV_BATCH) return;
    after = { endsOn: last.endsOn, id: last.id };
  }
}

async function subscriptionById(db: Db | Tx, id: string) {
  const [found] = await subscriptionRows(db).where(eq(subscriptions.id, id));
  return found ?? fail('NOT_FOUND', 'no such subscription');
}

/**
 * What `npm run admin -- subscription grant` does, by the subscription: `days` more, counted from its end or, for an
 * ended one, from today; or ended yesterday. The reason is kept in the audit.
 */
export async function changeSubscription(
  db: Db,
  actor: Actor,
  change: { id: string; reason: string } & ({ extendDays: number } | { end: true }),
) {
  const before = await subscriptionById(db, change.id);
  await db.transaction(async (tx) => {
    const endsOn =
      'extendDays' in change
        ? sql`greatest(${subscriptions.endsOn}, current_date - 1) + ${change.extendDays}::int`
        : sql`current_date - 1`;
    await tx
      .update(subscriptions)
      .set({ endsOn, startsOn: sql`least(${subscriptions.startsOn}, ${endsOn})`, updatedAt: new Date() })
      .where(eq(subscriptions.id, change.id));
    const after = await subscriptionById(tx, change.id);
    await recordStaffChange(
      tx,
      actor,
      'extendDays' in change ? 'extend-subscription' : 'end-subscription',
      `subscription:${change.id}`,
      {
        email: before.email,
        reason: change.reason,
        endsOnBefore: before.endsOn,
        endsOnAfter: after.endsOn,
        ...('extendDays' in change ? { days: change.extendDays } : {}),
      },
    );
  });
  return subscriptionById(db, change.id);
}

/** Parents' reviews: the average, how many gave each number of stars, and the comments, newest first. */
export async function reviewSummary(db: Db) {
  const rows = await db
    .select({ rating: reviews.rating, comment: reviews.comment, updatedAt: reviews.updatedAt })
    .from(reviews)
    .orderBy(desc(reviews.updatedAt));
  const distribution = [1, 2, 3, 4, 5].map((stars) => rows.filter((row) => row.rating === stars).length);
  const average = rows.length === 0 ? null : rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
  return {
    count: rows.length,
    average,
    distribution,
    comments: rows.filter((row) => row.comment !== null) as { rating: number; comment: string; updatedAt: Date }[],
  };
}
