import type { Db } from '@koran-kids/db';
import { oidcLoginStates } from '@koran-kids/db/schema';
import { eq, lt } from 'drizzle-orm';

type NewLoginState = typeof oidcLoginStates.$inferInsert;

/** A sign-in on its way to the provider: what the callback needs to check the answer. */
export async function rememberLoginState(db: Db, state: NewLoginState) {
  await db.insert(oidcLoginStates).values(state);
}

/** Sign-ins begun before `startedBefore` that never came back. */
export async function forgetOldLoginStates(db: Db, startedBefore: Date) {
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.createdAt, startedBefore));
}

/** The sign-in this callback answers, used once: a second callback with the same state finds nothing. */
export async function takeLoginState(db: Db, state: string) {
  const [pending] = await db.delete(oidcLoginStates).where(eq(oidcLoginStates.state, state)).returning();
  return pending ?? null;
}
