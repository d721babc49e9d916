import { subscriptionConfigFor } from '@koran-kids/content';
import type { Db, Tx } from '@koran-kids/db';
import { subscriptions, users, wpOrders } from '@koran-kids/db/schema';
import { emailKey } from '@koran-kids/input';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { findCourse } from '../../family/course.ts';
import { emailKeySql } from '../../family/parents.ts';
import { type OrderState, type ShopOrder, stateOf } from './woocommerce.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS));
const today = () => isoDay(new Date());

export type OrderOutcome = 'granted' | 'extended' | 'ended' | 'unchanged' | 'not-for-this-course';

type Shop = { courseProductIds: ReadonlySet<number>; subscriptionDays: number };

/** Subscriptions need the course: the server imports it on its first start. */
export class NoCourseError extends Error {
  constructor() {
    super(
      'No course has been imported yet: start the server once (it imports the content pack) or run npm run content:import.',
    );
    this.name = 'NoCourseError';
  }
}

const theCourse = async (tx: Tx) => (await findCourse(tx)) ?? Promise.reject(new NoCourseError());

/**
 * The one parent who signed in with this e-mail, verified by the provider. The same rule as at sign-in
 * (claimShopSubscriptions): whoever registered an address first, without proving it is theirs, gets nothing.
 */
export async function parentByEmail(tx: Tx, email: string) {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(emailKeySql(users.email), emailKey(email)), eq(users.emailVerified, true)))
    .limit(2);
  return found.length === 1 ? (found[0]?.id ?? null) : null;
}

async function subscriptionFor(tx: Tx, courseId: number, userId: string | null, email: string) {
  const owner = userId
    ? eq(subscriptions.userId, userId)
    : and(isNull(subscriptions.userId), eq(emailKeySql(subscriptions.email), emailKey(email)));
  const [found] = await tx
    .select({ id: subscriptions.id, startsOn: subscriptions.startsOn, endsOn: subscriptions.endsOn })
    .from(subscriptions)
    .where(and(eq(subscriptions.courseId, courseId), owner));
  return found ?? null;
}

/** One signed delivery of an order: the order as the shop sent it, its raw body, and the shop's delivery id. */
export type OrderDelivery = { order: ShopOrder; payload: unknown; deliveryId: string | null };

/** Within one second (the shop's `date_modified` has no finer grain) only a step forward counts. */
const STATE_ORDER: Record<OrderState, number> = { open: 0, paid: 1, ended: 2 };

/**
 * Applies one order delivery as a state machine over the order's state, not as a command. A delivery older than
 * the one applied changes nothing, nor one as old unless it moves the state forward (open → paid → ended), so a
 * replayed "completed" cannot bring back a refunded subscription. `granted_days` makes a paid order grant once:
 * null while it granted nothing, 0 once a refund or cancellation took its days back, which is final (an order
 * cancelled before it was paid can still be paid later).
 */
export async function applyOrder(
  db: Db,
  shop: Shop,
  { order, payload, deliveryId }: OrderDelivery,
): Promise<OrderOutcome> {
  const email = order.billing.email;
  const isForCourse = order.line_items.some((item) => shop.courseProductIds.has(item.product_id));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-order:${order.id}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-customer:${email}`}, 0))`);
    const [applied] = await tx
      .select({ status: wpOrders.status, modifiedAt: wpOrders.modifiedAt, grantedDays: wpOrders.grantedDays })
      .from(wpOrders)
      .where(eq(wpOrders.id, order.id));
    const state = stateOf(order.status);
    const isNewer =
      !applied?.modifiedAt ||
      order.date_modified_gmt > applied.modifiedAt ||
      (order.date_modified_gmt.getTime() === applied.modifiedAt.getTime() &&
        STATE_ORDER[state] > STATE_ORDER[stateOf(applied.status)]);
    if (applied && !isNewer) return 'unchanged';
    const userId = await parentByEmail(tx, email);
    const stored = {
      status: order.status,
      rawPayload: payload as Record<string, unknown>,
      modifiedAt: order.date_modified_gmt,
      deliveryId,
    };
    await tx
      .insert(wpOrders)
      .values({
        id: order.id,
        userId,
        email,
        firstName: order.billing.first_name ?? null,
        lastName: order.billing.last_name ?? null,
        ...stored,
      })
      .onConflictDoUpdate({ target: wpOrders.id, set: { ...stored, updatedAt: new Date() } });
    if (!isForCourse) return 'not-for-this-course';
    const granted = applied?.grantedDays ?? null;
    if (state === 'paid' && granted === null) {
      await tx.update(wpOrders).set({ grantedDays: shop.subscriptionDays }).where(eq(wpOrders.id, order.id));
      return addPeriod(tx, { email, userId, days: shop.subscriptionDays, wpOrderId: order.id });
    }
    if (state === 'ended' && granted !== null && granted > 0) {
      await tx.update(wpOrders).set({ grantedDays: 0 }).where(eq(wpOrders.id, order.id));
      // The refund takes back what this order added; a first order's refund so ends the subscription.
      return (await shortenPeriod(tx, { email, userId, days: granted })) ? 'ended' : 'unchanged';
    }
    return 'unchanged';
  });
}

/** Adds a period to the family's subscription, or creates one: from the day after its end, or from today. */
export async function addPeriod(
  tx: Tx,
  grant: { email: string; userId: string | null; days: number; wpOrderId: number | null },
): Promise<'granted' | 'extended'> {
  const course = await theCourse(tx);
  const subscription = await subscriptionFor(tx, course.id, grant.userId, grant.email);
  const yesterday = addDays(today(), -1);
  if (subscription) {
    // A period of N days runs through its last day, so it starts the day after the current end.
    const from = subscription.endsOn > yesterday ? subscription.endsOn : yesterday;
    await tx
      .update(subscriptions)
      .set({
        endsOn: addDays(from, grant.days),
        ...(grant.wpOrderId === null ? {} : { wpOrderId: grant.wpOrderId }),
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, subscription.id));
    return 'extended';
  }
  const config = await subscriptionConfigFor(tx, course.maxProfiles);
  await tx.insert(subscriptions).values({
    userId: grant.userId,
    email: grant.email,
    courseId: course.id,
    courseGroupId: course.groupId,
    subscriptionConfigId: config.id,
    wpOrderId: grant.wpOrderId,
    startsOn: today(),
    endsOn: addDays(yesterday, grant.days),
  });
  return 'granted';
}

/** Takes `days` off the end; what would end before today ends yesterday. `days: null` ends it now. */
export async function shortenPeriod(tx: Tx, owner: { email: string; userId: string | null; days: number | null }) {
  const course = await theCourse(tx);
  const subscription = await subscriptionFor(tx, course.id, owner.userId, owner.email);
  if (!subscription) return false;
  const yesterday = addDays(today(), -1);
  const shortened = owner.days === null ? yesterday : addDays(subscription.endsOn, -owner.days);
  const endsOn = shortened < today() ? yesterday : shortened;
  await tx
    .update(subscriptions)
    .set({ endsOn, startsOn: subscription.startsOn < endsOn ? subscription.startsOn : endsOn, updatedAt: new Date() })
    .where(eq(subscriptions.id, subscription.id));
  return true;
}

/**
 * On sign-in: subscriptions bought in the shop with the parent's e-mail become the parent's. Only with an
 * e-mail the provider verified, or anyone could claim a family's subscription by typing its address. A parent who
 * has a subscription already gets the days still to come of the one that waited (a renewal paid while the e-mail
 * was not yet known as verified), so no paid day is lost.
 */
export async function claimShopSubscriptions(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.emailVerified, true)));
    const email = parent?.email ? emailKey(parent.email) : null;
    if (!email) return 0;
    const [owned] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    const claimed = owned
      ? await mergeWaitingSubscriptions(tx, { userId, email })
      : (
          await tx
            .update(subscriptions)
            .set({ userId, updatedAt: new Date() })
            .where(waitingFor(email))
            .returning({ id: subscriptions.id })
        ).length;
    await tx
      .update(wpOrders)
      .set({ userId })
      .where(and(isNull(wpOrders.userId), eq(emailKeySql(wpOrders.email), email)));
    return claimed;
  });
}

/** Subscriptions bought with this e-mail (its emailKey) that no parent has claimed yet. */
const waitingFor = (email: string) => and(isNull(subscriptions.userId), eq(emailKeySql(subscriptions.email), email));

/** Adds the days still to come of each subscription waiting for the e-mail to the parent's own, then drops it. */
async function mergeWaitingSubscriptions(tx: Tx, parent: { userId: string; email: string }) {
  const waiting = await tx
    .delete(subscriptions)
    .where(waitingFor(parent.email))
    .returning({ startsOn: subscriptions.startsOn, endsOn: subscriptions.endsOn, wpOrderId: subscriptions.wpOrderId });
  for (const subscription of waiting) {
    const from = subscription.startsOn > today() ? subscription.startsOn : today();
    const days = Math.round((Date.parse(subscription.endsOn) - Date.parse(from)) / DAY_MS) + 1;
    if (days > 0) {
      await addPeriod(tx, { email: parent.email, userId: parent.userId, days, wpOrderId: subscription.wpOrderId });
    }
  }
  return waiting.length;
}
