import { randomBytes } from 'node:crypto';
import { type Db, rowsOf } from '@koran-kids/db';
import { type Bilingual, users, weeklyLetters } from '@koran-kids/db/schema';
import type { Language } from '@koran-kids/i18n';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FAMILY_TIME_ZONE, startOfFamilyDay } from '../../family/family-day.ts';
import { type ChildAssignment, homeworkOfWeek } from '../homework/homework.service.ts';

// What a parent's weekly letter tells, and that it goes once per parent and week, whichever server copy sends it.

export type LetterParent = { id: string; email: string; firstName: string | null; language: Language; token: string };

export type ChildWeek = {
  id: string;
  name: string;
  lessonsDone: Bilingual[];
  revisions: number;
  passagesKept: number;
  homework: ChildAssignment[];
};

/** The Monday (YYYY-MM-DD, Dutch time) of the week `moment` falls in. */
export async function weekOf(db: Db, moment: Date) {
  const [row] = await rowsOf<{ week: string }>(
    db,
    sql`select to_char(date_trunc('week', ${moment.toISOString()}::timestamptz at time zone ${FAMILY_TIME_ZONE}), 'YYYY-MM-DD') as week`,
  );
  return row?.week ?? moment.toISOString().slice(0, 10);
}

/** Parents with a child in an active subscription, the letter on, and this week's letter not yet sent. */
export async function parentsDueALetter(db: Db, week: string) {
  return rowsOf<{ id: string }>(
    db,
    sql`select u.id from users u
         where u.weekly_letter and u.email is not null
           and exists (select 1 from subscriptions s join users_children c on c.subscription_id = s.id
                        where s.user_id = u.id and s.ends_on >= current_date)
           and not exists (select 1 from weekly_letters w where w.user_id = u.id and w.week = ${week}::date)
         order by u.id`,
  );
}

/**
 * Takes this week's letter for the parent: true for exactly one caller, whichever copy asks first. The parent's
 * unsubscribe token is made now if there is none yet.
 */
export async function claimLetter(db: Db, userId: string, week: string): Promise<LetterParent | null> {
  const claimed = await db
    .insert(weeklyLetters)
    .values({ userId, week })
    .onConflictDoNothing()
    .returning({ userId: weeklyLetters.userId });
  if (claimed.length === 0) return null;
  await db
    .update(users)
    .set({ letterToken: randomBytes(24).toString('base64url') })
    .where(and(eq(users.id, userId), isNull(users.letterToken)));
  const [parent] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      token: users.letterToken,
      isOn: users.weeklyLetter,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!parent?.email || !parent.token || !parent.isOn) return null;
  return { ...parent, email: parent.email, token: parent.token };
}

/** Sent: kept. Not sent (the mail server refused): let go, so the next run tries again. */
export const markLetterSent = (db: Db, userId: string, week: string) =>
  db
    .update(weeklyLetters)
    .set({ sentAt: new Date() })
    .where(and(eq(weeklyLetters.userId, userId), eq(weeklyLetters.week, week)));

export const releaseLetter = (db: Db, userId: string, week: string) =>
  db.delete(weeklyLetters).where(and(eq(weeklyLetters.userId, userId), eq(weeklyLetters.week, week)));

/** Each child's week: lessons finished, revisions done, passages kept by heart, and homework with the teacher's grade. */
export async function weekOfChildren(db: Db, userId: string, week: string): Promise<ChildWeek[]> {
  const weekStart = startOfFamilyDay(week);
  const children = await rowsOf<Omit<ChildWeek, 'homework'>>(
    db,
    sql`
    select c.id, c.name,
           coalesce((select json_agg(l.name order by p.finished_at) from user_lesson_progresses p
                       join lessons l on l.id = p.lesson_id
                      where p.users_child_id = c.id and p.finished
                        and p.finished_at >= ${weekStart} and p.finished_at < ${weekStart} + interval '7 days'), '[]')
             as "lessonsDone",
           (select count(*) from revision_reviews r join revision_cards rc on rc.id = r.card_id
             where rc.users_child_id = c.id and r.graded_by <> 'LEARNED'
               and r.reviewed_at >= ${weekStart} and r.reviewed_at < ${weekStart} + interval '7 days')::int as revisions,
           (select count(*) from revision_cards rc where rc.users_child_id = c.id)::int as "passagesKept"
      from users_children c join subscriptions s on s.id = c.subscription_id
     where s.user_id = ${userId} and s.ends_on >= current_date
     order by c.created_at`,
  );
  return Promise.all(children.map(async (child) => ({ ...child, homework: await homeworkOfWeek(db, child.id, week) })));
}

/** The letter's link "stop these letters", which works without signing in: true when it named a parent. */
export async function unsubscribeByToken(db: Db, token: string) {
  if (!/^[\w-]{20,64}$/.test(token)) return false;
  const stopped = await db
    .update(users)
    .set({ weeklyLetter: false })
    .where(eq(users.letterToken, token))
    .returning({ id: users.id });
  return stopped.length > 0;
}

/** The parent's own setting in the account page: the letter on or off, and its language. */
export async function setLetterSetting(db: Db, userId: string, setting: { isOn: boolean; language: Language }) {
  await db.update(users).set({ weeklyLetter: setting.isOn, language: setting.language }).where(eq(users.id, userId));
  return letterSettingOf(db, userId);
}

export async function letterSettingOf(db: Db, userId: string) {
  const [row] = await db
    .select({ isOn: users.weeklyLetter, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { isOn: false, language: 'nl' as const };
}
