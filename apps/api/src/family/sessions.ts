import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@koran-kids/db';
import { type SessionRole, sessions } from '@koran-kids/db/schema';
import { eq, lt } from 'drizzle-orm';

export const SESSION_COOKIE = 'kk_session';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a hash of the cookie's value is stored: a copy of the database holds no usable session. */
export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/** A session as every request reads it (its ID token only at sign-out, deleteSession). */
export type Session = {
  idHash: string;
  userId: string;
  parentAreaUntil: Date | null;
  reauthenticatedAt: Date | null;
  actingAs: SessionRole;
};

/** Starts a session for a signed-in parent; returns the random id for the cookie. */
export async function createSession(
  db: Db,
  userId: string,
  idToken: string | null,
  days: number,
  reauthenticatedAt: Date | null = null,
  actingAs: SessionRole = 'family',
): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    idToken,
    reauthenticatedAt,
    actingAs,
    expiresAt: new Date(Date.now() + days * DAY_MS),
  });
  return sessionId;
}

/** Ends a session; returns its ID token for the provider's logout, if it had one. */
export async function deleteSession(db: Db, sessionId: string): Promise<string | null> {
  const [deleted] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashSessionId(sessionId)))
    .returning({ idToken: sessions.idToken });
  return deleted?.idToken ?? null;
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** A person who is staff and parent switches what this browser acts as. */
export async function setActingAs(db: Db, idHash: string, actingAs: SessionRole) {
  await db.update(sessions).set({ actingAs }).where(eq(sessions.idHash, idHash));
}
