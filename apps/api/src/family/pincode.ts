import type { Db, Tx } from '@koran-kids/db';
import { lessonUnlockKeys, pincodeAttempts, sessions } from '@koran-kids/db/schema';
import { pincode } from '@koran-kids/input/forms/pincode';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseOrFail } from '../errors.ts';
import { PARENT_AREA_MINUTES } from './parent-area-window.ts';

export const MAX_WRONG_PINCODES = 5;
export const PINCODE_LOCK_MINUTES = 15;
const MINUTE_MS = 60_000;

export type PincodeCheck = {
  isCorrect: boolean;
  attemptsLeft: number;
  /** Set while too many wrong tries lock the pincode. */
  lockedUntil: Date | null;
};

/** The pincode as typed, or BAD_INPUT ('format' on `field`): one schema for browser and server, "0123" stays "0123". */
export function parsePincode(value: unknown, field: string): string {
  const parsed = parseOrFail(z.object({ [field]: pincode }), { [field]: value }, 'a pincode has 4 to 6 digits');
  return parsed[field] as string;
}

/** Serializes the family's pincode tries across requests and server copies. */
async function lockFamily(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pincode:${userId}`}, 0))`);
}

/** Wrong tries since the last right one within the last 15 minutes, oldest first. */
async function recentFailures(tx: Tx, userId: string, now: Date) {
  const [lastSuccess] = await tx
    .select({ at: pincodeAttempts.createdAt })
    .from(pincodeAttempts)
    .where(and(eq(pincodeAttempts.userId, userId), eq(pincodeAttempts.succeeded, true)))
    .orderBy(desc(pincodeAttempts.createdAt))
    .limit(1);
  const windowStart = new Date(now.getTime() - PINCODE_LOCK_MINUTES * MINUTE_MS);
  const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  return tx
    .select({ at: pincodeAttempts.createdAt })
    .from(pincodeAttempts)
    .where(
      and(
        eq(pincodeAttempts.userId, userId),
        eq(pincodeAttempts.succeeded, false),
        gt(pincodeAttempts.createdAt, since),
      ),
    )
    .orderBy(asc(pincodeAttempts.createdAt));
}

function lockedUntil(failures: { at: Date }[]): Date | null {
  const fifthLast = failures[failures.length - MAX_WRONG_PINCODES];
  return fifthLast ? new Date(fifthLast.at.getTime() + PINCODE_LOCK_MINUTES * MINUTE_MS) : null;
}

/**
 * Checks a family pincode. Every try counts, the right one too while the lock holds: after
 * five wrong tries in 15 minutes no pincode is accepted until the oldest of them is 15 minutes old.
 */
export async function checkPincode(db: Db, userId: string, pincode: string): Promise<PincodeCheck> {
  return db.transaction(async (tx) => {
    await lockFamily(tx, userId);
    const now = new Date();
    const before = await recentFailures(tx, userId, now);
    const [key] = await tx
      .select({ secretKey: lessonUnlockKeys.secretKey })
      .from(lessonUnlockKeys)
      .where(eq(lessonUnlockKeys.userId, userId));
    const isLocked = before.length >= MAX_WRONG_PINCODES;
    const isCorrect = !isLocked && key?.secretKey === pincode;
    await tx.insert(pincodeAttempts).values({ userId, succeeded: isCorrect, createdAt: now });
    if (isCorrect) return { isCorrect, attemptsLeft: MAX_WRONG_PINCODES, lockedUntil: null };
    const failures = [...before, { at: now }];
    return {
      isCorrect,
      attemptsLeft: Math.max(0, MAX_WRONG_PINCODES - failures.length),
      lockedUntil: failures.length >= MAX_WRONG_PINCODES ? lockedUntil(failures) : null,
    };
  });
}

export async function hasPincode(db: Db, userId: string): Promise<boolean> {
  const [key] = await db
    .select({ id: lessonUnlockKeys.id })
    .from(lessonUnlockKeys)
    .where(eq(lessonUnlockKeys.userId, userId));
  return Boolean(key);
}

/** Sets the family pincode; `onlyIfNone` makes the first choice safe against a race of two tabs. */
export async function setPincode(db: Db, userId: string, pincode: string, onlyIfNone: boolean): Promise<boolean> {
  const insert = db.insert(lessonUnlockKeys).values({ userId, secretKey: pincode });
  const written = onlyIfNone
    ? await insert.onConflictDoNothing().returning({ id: lessonUnlockKeys.id })
    : await insert
        .onConflictDoUpdate({ target: lessonUnlockKeys.userId, set: { secretKey: pincode, updatedAt: new Date() } })
        .returning({ id: lessonUnlockKeys.id });
  return written.length > 0;
}

/** How long after typing their credentials at the provider a parent may choose a new pincode without the old one. */
export const PINCODE_RESET_MINUTES = 10;

/** Until when this session may reset the pincode: shortly after signing in again at the provider, else null. */
export function pincodeResetOpenUntil(reauthenticatedAt: Date | null, now = new Date()): Date | null {
  if (!reauthenticatedAt) return null;
  const until = new Date(reauthenticatedAt.getTime() + PINCODE_RESET_MINUTES * MINUTE_MS);
  return until > now ? until : null;
}

/** A forgotten pincode replaced after a fresh sign-in; the lock of wrong tries ends with it. */
export async function resetPincode(db: Db, userId: string, pincode: string) {
  await db.transaction(async (tx) => {
    await lockFamily(tx, userId);
    await setPincode(tx as unknown as Db, userId, pincode, false);
    // A right try ends the count of wrong ones (recentFailures counts from the last success).
    await tx.insert(pincodeAttempts).values({ userId, succeeded: true, createdAt: new Date() });
  });
}

/** Opens the parent area for 15 minutes in this browser session only. */
export async function openParentArea(db: Db, sessionIdHash: string): Promise<Date> {
  const until = new Date(Date.now() + PARENT_AREA_MINUTES * MINUTE_MS);
  await db.update(sessions).set({ parentAreaUntil: until }).where(eq(sessions.idHash, sessionIdHash));
  return until;
}
