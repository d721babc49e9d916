import type { Db } from '@koran-kids/db';
import { courses, wpOrders } from '@koran-kids/db/schema';
import { eq } from 'drizzle-orm';

/** The subscription's course with its name. */
export async function courseNamed(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw new Error('subscription without course');
  return course;
}

/** The shop order behind a subscription, as WooCommerce sent it (sanitized when stored). */
export async function shopOrderPayload(db: Db, wpOrderId: number) {
  const [order] = await db.select({ rawPayload: wpOrders.rawPayload }).from(wpOrders).where(eq(wpOrders.id, wpOrderId));
  return order?.rawPayload ?? null;
}
