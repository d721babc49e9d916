import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashDevPassword } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import { devAccounts } from '@koran-kids/db/schema';
import type { Language } from '@koran-kids/i18n';
import { eq, sql } from 'drizzle-orm';
import { hasControlCharacter } from '../../http-input.ts';
import { type SigninKey, t } from './language.ts';

// The development provider's users are the rows of dev_accounts (the demo families are written there by the
// content import in @koran-kids/content; sign-up adds more).

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountColumns = {
  id: devAccounts.id,
  email: devAccounts.email,
  passwordHash: devAccounts.passwordHash,
  givenName: devAccounts.givenName,
  familyName: devAccounts.familyName,
  roles: devAccounts.roles,
};

export async function findAccountById(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  const [account] = await db.select(accountColumns).from(devAccounts).where(eq(devAccounts.id, id));
  return account;
}

export async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db
    .select(accountColumns)
    .from(devAccounts)
    .where(sql`lower(${devAccounts.email}) = lower(${email})`)
    .limit(1);
  return account;
}

/** The new account's id, or undefined when the address was taken in the meantime (lower(email) is unique). */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; givenName: string; familyName: string },
) {
  const [created] = await db
    .insert(devAccounts)
    .values({
      email: input.email,
      passwordHash: hashDevPassword(input.password),
      givenName: input.givenName,
      familyName: input.familyName,
    })
    .onConflictDoNothing()
    .returning({ id: devAccounts.id });
  return created;
}

function scryptAsync(password: string, salt: Buffer, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Checks a password against `scrypt$<salt hex>$<hash hex>` as written by hashDevPassword. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex || rest.length > 0) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

let dummy: string | null = null;
/** A hash no password matches, checked for an unknown address so the answer takes as long either way. */
export const dummyHash = () => {
  dummy ??= hashDevPassword(randomBytes(16).toString('hex'));
  return dummy;
};

export type SignupErrors = Partial<Record<'givenName' | 'familyName' | 'email' | 'password', string>>;

export function validateSignup(
  language: Language,
  input: { givenName?: string; familyName?: string; email?: string; password: string },
): SignupErrors {
  const errors: SignupErrors = {};
  const tooLong = (label: SigninKey, max: number) =>
    t(language, 'error-too-long', { name: t(language, label), max: String(max) });
  const givenName = input.givenName ?? '';
  const familyName = input.familyName ?? '';
  const email = input.email ?? '';
  const characters = (label: SigninKey) => t(language, 'error-characters', { name: t(language, label) });
  if (!givenName) errors.givenName = t(language, 'error-given-name-missing');
  else if ([...givenName].length > MAX_NAME_LENGTH) errors.givenName = tooLong('given-name-label', MAX_NAME_LENGTH);
  else if (hasControlCharacter(givenName)) errors.givenName = characters('given-name-label');
  if (!familyName) errors.familyName = t(language, 'error-family-name-missing');
  else if ([...familyName].length > MAX_NAME_LENGTH) errors.familyName = tooLong('family-name-label', MAX_NAME_LENGTH);
  else if (hasControlCharacter(familyName)) errors.familyName = characters('family-name-label');
  if (hasControlCharacter(email)) errors.email = characters('email-label');
  else if (!/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = t(language, 'error-email-invalid');
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = tooLong('email-label', MAX_EMAIL_LENGTH);
  const passwordLength = [...input.password].length;
  if (passwordLength < MIN_PASSWORD_LENGTH) errors.password = t(language, 'error-password-short');
  else if (passwordLength > MAX_PASSWORD_LENGTH) errors.password = tooLong('password-label', MAX_PASSWORD_LENGTH);
  else if (hasControlCharacter(input.password)) errors.password = characters('password-label');
  return errors;
}
