import type { Db } from '@koran-kids/db';
import { usersChildren } from '@koran-kids/db/schema';
import { usernameKey } from '@koran-kids/input';
import { type CreateChildInput, createChildInput, missingChildFields } from '@koran-kids/input/forms/create-child';
import { and, eq, sql } from 'drizzle-orm';
import { fail, isUniqueViolation, parseOrFail } from '../../errors.ts';
import { type ChildProfileShape, findChild } from '../../family/children.ts';
import type { Family } from '../../family/family.ts';

/** Refuses bad input with the spec's required-field message and one code per other problem. */
export function parseCreateChildInput(input: CreateChildInput) {
  const missing = missingChildFields(input);
  if (missing.length > 0) fail('BAD_INPUT', `required: ${missing.join(', ')}`, { requiredFields: missing });
  return parseOrFail(createChildInput, input, 'the profile has mistakes');
}

/** Creates a profile within the subscription's maximum, even when two tabs add one at once. */
export async function createChild(db: Db, family: Family, input: CreateChildInput): Promise<ChildProfileShape> {
  const values = parseCreateChildInput(input);
  const subscription = family.subscription;
  if (!subscription || subscription.id !== values.subscriptionId) fail('FORBIDDEN', 'not your subscription');
  if (!subscription.isActive) fail('SUBSCRIPTION_EXPIRED', 'the subscription has ended');
  try {
    const childId = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`profiles:${subscription.id}`}, 0))`);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(usersChildren)
        .where(and(eq(usersChildren.subscriptionId, subscription.id)));
      if (count >= subscription.maxProfiles) {
        fail('PROFILE_LIMIT_REACHED', 'the subscription holds no more profiles', {
          maxProfiles: subscription.maxProfiles,
        });
      }
      const [created] = await tx
        .insert(usersChildren)
        .values({
          username: values.username,
          usernameKey: usernameKey(values.username),
          name: values.name,
          gender: values.gender,
          dateOfBirth: values.dateOfBirth,
          avatar: values.avatar,
          subscriptionId: subscription.id,
          userId: family.userId,
        })
        .returning({ id: usersChildren.id });
      return created?.id ?? fail('NOT_FOUND', 'profile not written');
    });
    return findChild(db, childId);
  } catch (error) {
    if (isUniqueViolation(error))
      fail('USERNAME_TAKEN', 'Username already exists please choose another', { field: 'username' });
    throw error;
  }
}
