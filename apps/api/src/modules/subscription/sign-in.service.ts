import { subscriptionConfigFor } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import { subscriptions } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';
import { findCourse } from '../../family/course.ts';
import { claimShopSubscriptions } from '../shop/shop.service.ts';

const TRIAL_DAYS = 30;

/**
 * With the development sign-in a new parent gets a 30-day subscription to the course, so a
 * fresh sign-up can try the product without a shop (docs/decisions.md). Never with a real provider.
 */
async function grantDevelopmentSubscription(db: Db, userId: string) {
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (existing) return;
  const course = await findCourse(db);
  if (!course) return;
  const config = await subscriptionConfigFor(db, course.maxProfiles);
  const today = new Date();
  const endsOn = new Date(today.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insert(subscriptions)
    .values({
      userId,
      courseId: course.id,
      courseGroupId: course.groupId,
      subscriptionConfigId: config.id,
      startsOn: today.toISOString().slice(0, 10),
      endsOn: endsOn.toISOString().slice(0, 10),
    })
    .onConflictDoNothing();
}

/**
 * At every sign-in: orders paid in the shop join the family; the development sign-in gives a trial, though not to
 * staff (a teacher signs in to teach; one who is also a parent has the family's own subscription).
 */
export async function settleSubscriptionsAtSignIn(db: Db, userId: string, { givesTrial }: { givesTrial: boolean }) {
  await claimShopSubscriptions(db, userId);
  if (givesTrial) await grantDevelopmentSubscription(db, userId);
}
