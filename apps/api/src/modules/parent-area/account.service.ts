import type { Db } from '@koran-kids/db';
import { reviews, users, wpOrders } from '@koran-kids/db/schema';
import { contactInput } from '@koran-kids/input/forms/contact';
import { relationToKid } from '@koran-kids/input/forms/relation';
import { reviewInput } from '@koran-kids/input/forms/review';
import { eq, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';

type Billing = { address_1?: string; postcode?: string; city?: string; phone?: string };
export type ContactInformation = { address: string; postcode: string; city: string; phone: string };

/** The family's address and phone, as the shop order holds them (WooCommerce `billing`). */
export async function contactOf(db: Db, wpOrderId: number | null): Promise<ContactInformation | null> {
  if (wpOrderId === null) return null;
  const [order] = await db.select({ payload: wpOrders.rawPayload }).from(wpOrders).where(eq(wpOrders.id, wpOrderId));
  if (!order) return null;
  const billing = (order.payload.billing ?? {}) as Billing;
  return {
    address: billing.address_1 ?? '',
    postcode: billing.postcode ?? '',
    city: billing.city ?? '',
    phone: billing.phone ?? '',
  };
}

/** Checks and writes the contact details into the order's payload; nothing is written when one is wrong. */
export async function updateContact(db: Db, wpOrderId: number | null, input: ContactInformation) {
  const parsed = parseOrFail(contactInput, input, 'the contact details have mistakes');
  if (wpOrderId === null) fail('NO_SHOP_ORDER', 'this subscription has no shop order to keep contact details on');
  const { address, postcode, city, phone } = parsed;
  const postcodeSpaced = postcode.replace(/^(\d{4}) ?/, '$1 ');
  const billing = { address_1: address, postcode: postcodeSpaced, city, phone };
  const [updated] = await db
    .update(wpOrders)
    .set({
      rawPayload: sql`jsonb_set(${wpOrders.rawPayload}, '{billing}', coalesce(${wpOrders.rawPayload}->'billing', '{}'::jsonb) || ${JSON.stringify(billing)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(wpOrders.id, wpOrderId))
    .returning({ id: wpOrders.id });
  if (!updated) fail('NO_SHOP_ORDER', 'the shop order is gone');
  return contactOf(db, wpOrderId);
}

export async function reviewOf(db: Db, userId: string) {
  const [review] = await db
    .select({ rating: reviews.rating, comment: reviews.comment, updatedAt: reviews.updatedAt })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  return review ?? null;
}

/** One review per parent, 1 to 5 stars with an optional comment; writing again changes it. */
export async function saveReview(db: Db, userId: string, rating: number, comment: string | null | undefined) {
  const { comment: text } = parseOrFail(reviewInput, { rating, comment }, 'the review has mistakes');
  await db
    .insert(reviews)
    .values({ userId, rating, comment: text })
    .onConflictDoUpdate({ target: reviews.userId, set: { rating, comment: text, updatedAt: new Date() } });
  return reviewOf(db, userId);
}

export type ParentAccountShape = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  relationToKid: string | null;
};

export async function parentAccountOf(db: Db, userId: string): Promise<ParentAccountShape> {
  const [parent] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      relationToKid: users.relationToKid,
    })
    .from(users)
    .where(eq(users.id, userId));
  return parent ?? fail('NOT_FOUND', 'no such parent');
}

/** The parent's relation to the children (mother, father, …). */
export async function updateRelationToKid(db: Db, userId: string, input: { relationToKid: string }) {
  const parsed = parseOrFail(relationToKid, input, 'relation must be 1 to 40 characters');
  await db
    .update(users)
    .set({ relationToKid: parsed.relationToKid, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return parentAccountOf(db, userId);
}
