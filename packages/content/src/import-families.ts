/** The content import's demo families for the development sign-in, and the helpers the API shares with it. */
import { randomBytes, scryptSync } from 'node:crypto';
import type { Db, Tx } from '@koran-kids/db';
import {
  courseGroups,
  devAccounts,
  lessonUnlockKeys,
  type StaffKind,
  staffGroups,
  subscriptionConfigs,
  subscriptions,
  users,
  usersChildren,
  wpOrders,
} from '@koran-kids/db/schema';
import { usernameKey } from '@koran-kids/input';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FamilyPack, StaffPack } from './pack-schema.ts';

export const DEVELOPMENT_ISSUER = 'development';

export function hashDevPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

const addDays = (day: Date, days: number) => {
  const result = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
};

/** The subscription config for a number of profiles, written the first time it is needed. */
export async function subscriptionConfigFor(db: Db | Tx, maxProfiles: number): Promise<{ id: number }> {
  await db.insert(subscriptionConfigs).values({ maxProfileCount: maxProfiles }).onConflictDoNothing();
  const [config] = await db
    .select({ id: subscriptionConfigs.id })
    .from(subscriptionConfigs)
    .where(eq(subscriptionConfigs.maxProfileCount, maxProfiles));
  if (!config) throw new Error('subscription config was not written');
  return config;
}

type DemoPerson = { email: string; password: string; first_name: string; last_name: string };

/** A demo person's development account and user row, as a first sign-in would write it; returns the user. */
async function importDemoPerson(
  tx: Tx,
  person: DemoPerson,
  extra: { relationToKid?: string; staffClaimKind?: StaffKind; roles?: StaffKind[] },
) {
  await tx
    .insert(devAccounts)
    .values({
      email: person.email,
      passwordHash: hashDevPassword(person.password),
      givenName: person.first_name,
      familyName: person.last_name,
      roles: extra.roles ?? [],
    })
    .onConflictDoNothing();
  const [account] = await tx
    .select({ id: devAccounts.id })
    .from(devAccounts)
    .where(sql`lower(${devAccounts.email}) = lower(${person.email})`);
  if (!account) throw new Error('development account was not written');

  await tx
    .insert(users)
    .values({
      oidcIssuer: DEVELOPMENT_ISSUER,
      oidcSubject: account.id,
      username: person.email,
      email: person.email,
      // The development provider only knows e-mail addresses it was given.
      emailVerified: true,
      firstName: person.first_name,
      lastName: person.last_name,
      relationToKid: extra.relationToKid ?? null,
      staffClaimKind: extra.staffClaimKind ?? null,
    })
    .onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, DEVELOPMENT_ISSUER), eq(users.oidcSubject, account.id)));
  if (!user) throw new Error('demo user was not written');
  return user;
}

/**
 * Demo staff for the development sign-in: the provider's role claim says what they are (dev_accounts.roles), and
 * the user row holds it already, as after a first sign-in; a teacher is assigned its groups.
 */
export async function importStaffMember(tx: Tx, member: StaffPack) {
  const user = await importDemoPerson(tx, member, { staffClaimKind: member.kind, roles: [member.kind] });
  if (member.groups.length === 0) return;
  const groups = await tx
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(inArray(courseGroups.slug, member.groups));
  await tx
    .insert(staffGroups)
    .values(groups.map((group) => ({ userId: user.id, courseGroupId: group.id })))
    .onConflictDoNothing();
}

/** Demo families for the development sign-in; existing rows are left as the families changed them. */
export async function importFamily(
  tx: Tx,
  family: FamilyPack,
  context: { courseId: number; courseGroupId: number; maxProfiles: number; today: Date },
) {
  const user = await importDemoPerson(tx, family, { relationToKid: family.relation_to_kid });

  const config = await subscriptionConfigFor(tx, context.maxProfiles);

  await tx
    .insert(subscriptions)
    .values({
      userId: user.id,
      courseId: context.courseId,
      courseGroupId: context.courseGroupId,
      subscriptionConfigId: config.id,
      startsOn: addDays(context.today, family.subscription.starts_in_days),
      endsOn: addDays(context.today, family.subscription.ends_in_days),
    })
    .onConflictDoNothing();
  const [subscription] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.courseId, context.courseId)));
  if (!subscription) throw new Error('subscription was not written');

  if (family.shop_order) await importShopOrder(tx, family, user.id, subscription.id);
  await tx.insert(lessonUnlockKeys).values({ userId: user.id, secretKey: family.pincode }).onConflictDoNothing();
  if (family.children.length > 0) {
    await tx
      .insert(usersChildren)
      .values(
        family.children.map((child) => ({
          username: child.username,
          usernameKey: usernameKey(child.username),
          name: child.name,
          gender: child.gender,
          dateOfBirth: child.date_of_birth,
          avatar: child.avatar,
          openProfile: child.open_profile,
          subscriptionId: subscription.id,
          userId: user.id,
        })),
      )
      .onConflictDoNothing();
  }
}

/** The demo family's shop order, shaped as WooCommerce sends it, linked to its subscription. */
async function importShopOrder(tx: Tx, family: FamilyPack, userId: string, subscriptionId: string) {
  const order = family.shop_order;
  if (!order) return;
  const billing = {
    first_name: family.first_name,
    last_name: family.last_name,
    address_1: order.address,
    postcode: order.postcode,
    city: order.city,
    country: 'NL',
    email: family.email,
    phone: order.phone,
  };
  await tx
    .insert(wpOrders)
    .values({
      id: order.id,
      userId,
      email: family.email,
      firstName: family.first_name,
      lastName: family.last_name,
      status: 'completed',
      rawPayload: { id: order.id, status: 'completed', currency: 'EUR', billing },
    })
    .onConflictDoNothing();
  await tx
    .update(subscriptions)
    .set({ wpOrderId: order.id })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.wpOrderId)));
}
