import { DEVELOPMENT_ISSUER } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import { type StaffKind, users } from '@koran-kids/db/schema';
import { checkText, problemInAnyText, type TextKind } from '@koran-kids/input';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';

export type IdentityClaims = {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  preferred_username?: unknown;
};

/** A claim as the text policy keeps it; one the policy refuses is not kept (the parent can still sign in). */
const text = (value: unknown, kind: TextKind = 'one-line') => {
  const checked = typeof value === 'string' ? checkText(value, kind) : null;
  return checked?.ok && checked.text !== '' ? checked.text : null;
};

/**
 * The e-mail exactly as the provider verified it: never normalised (NFC folds a KELVIN SIGN into a "K", and so one
 * person's address into another's, see emailKey); one holding what no text may hold is not kept.
 */
const providerEmail = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= 320 && !problemInAnyText(value) ? value : null;

/** An e-mail column as its comparison key in SQL: the same as `emailKey` of @koran-kids/input, ASCII capitals lowered. */
export const emailKeySql = (address: SQL | AnyColumn) =>
  sql<string>`translate(${address}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

/**
 * Whether the provider vouches that the e-mail is the parent's. The development provider only knows e-mail
 * addresses it was given, so its e-mails count as verified.
 */
export const isEmailVerified = (issuer: string, claims: IdentityClaims) =>
  issuer === DEVELOPMENT_ISSUER || claims.email_verified === true;

/**
 * Creates the person (a parent, staff, or both) on first sign-in from the provider's claims; returns their id.
 * `staffClaimKind` is what the provider's role claim says now (undefined: not read, as for an access token).
 */
export async function upsertParent(
  db: Db,
  issuer: string,
  claims: IdentityClaims,
  staffClaimKind?: StaffKind | null,
): Promise<string> {
  const values = {
    oidcIssuer: issuer,
    oidcSubject: claims.sub,
    email: providerEmail(claims.email),
    emailVerified: isEmailVerified(issuer, claims),
    username: text(claims.preferred_username) ?? text(claims.email),
    firstName: text(claims.given_name, 'name'),
    lastName: text(claims.family_name, 'name'),
    ...(staffClaimKind === undefined ? {} : { staffClaimKind }),
  };
  const [parent] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      // The e-mail follows the provider; names the parent changed in the app stay theirs.
      set: {
        email: values.email,
        emailVerified: values.emailVerified,
        username: values.username,
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
        ...(staffClaimKind === undefined ? {} : { staffClaimKind }),
        updatedAt: new Date(),
      },
    })
    .returning({ id: users.id });
  if (!parent) throw new Error('parent was not written');
  return parent.id;
}

/** The parent's id for a known identity, creating the parent only the first time. */
export async function findOrCreateParent(db: Db, issuer: string, claims: IdentityClaims): Promise<string> {
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, claims.sub)));
  return known?.id ?? upsertParent(db, issuer, claims);
}

/** A person's names and e-mail as stored, or null. */
export async function personOf(db: Db, userId: string) {
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return person ?? null;
}
