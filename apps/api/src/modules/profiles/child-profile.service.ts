import type { Db } from '@koran-kids/db';
import { usersChildDetails, usersChildren } from '@koran-kids/db/schema';
import { eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fail } from '../../errors.ts';
import { FAVOURITE_FIELDS, FAVOURITE_MAX_LENGTH, type FavouriteField, type Favourites } from './favourites.ts';
import { findChild } from './profiles.service.ts';

const favouriteColumns = Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, usersChildDetails[field]])) as {
  [field in FavouriteField]: (typeof usersChildDetails)[field];
};

/** The child's own profile with every favourite and its texts for the teacher (getUserChildProfile). */
export async function childProfileOf(db: Db, childId: string) {
  const [child, [details]] = await Promise.all([
    findChild(db, childId),
    db
      .select({
        ...favouriteColumns,
        aboutMe: usersChildDetails.aboutMe,
        aboutMeSentAt: usersChildDetails.aboutMeSentAt,
      })
      .from(usersChildDetails)
      .where(eq(usersChildDetails.usersChildId, childId)),
  ]);
  const favourites = Object.fromEntries(
    [...FAVOURITE_FIELDS, 'aboutMe'].map((field) => [field, details?.[field as FavouriteField] ?? null]),
  ) as Favourites;
  return { child, favourites, aboutMeSentAt: details?.aboutMeSentAt ?? null };
}
export type ChildProfileView = Awaited<ReturnType<typeof childProfileOf>>;

/** No control characters: a name or a favourite is one line. */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too-long')
    .refine((value) => !/[\p{Cc}]/u.test(value), 'control-characters');

const profileUpdate = z.object({
  name: oneLine(40).pipe(z.string().min(1, 'required')),
  favourites: z.object(
    Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, oneLine(FAVOURITE_MAX_LENGTH).nullish()])) as {
      [field in FavouriteField]: z.ZodOptional<z.ZodNullable<ReturnType<typeof oneLine>>>;
    },
  ),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** The child's name and favourites; the username never changes (updateUserChild). */
export async function updateChildProfile(db: Db, childId: string, input: ProfileUpdate) {
  const parsed = profileUpdate.safeParse(input);
  if (!parsed.success) {
    const problems = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message]));
    fail('BAD_INPUT', 'the profile has mistakes', { problems });
  }
  const favourites = Object.fromEntries(
    FAVOURITE_FIELDS.map((field) => [field, parsed.data.favourites[field] || null]),
  ) as Record<FavouriteField, string | null>;
  await db.transaction(async (tx) => {
    await tx.update(usersChildren).set({ name: parsed.data.name }).where(eq(usersChildren.id, childId));
    await tx
      .insert(usersChildDetails)
      .values({ usersChildId: childId, ...favourites })
      .onConflictDoUpdate({ target: usersChildDetails.usersChildId, set: favourites });
  });
  return childProfileOf(db, childId);
}

export const ABOUT_ME_MAX_LENGTH = 2000;

/** "Tell something about yourself": sent once, then final (upsertUsersChildDetails). */
export async function sendAboutMe(db: Db, childId: string, text: string) {
  const aboutMe = text.trim();
  if (!aboutMe) fail('BAD_INPUT', 'the text is empty', { problems: { text: 'required' } });
  if (aboutMe.length > ABOUT_ME_MAX_LENGTH)
    fail('BAD_INPUT', 'the text is too long', { problems: { text: 'too-long' }, max: ABOUT_ME_MAX_LENGTH });
  const [sent] = await db
    .insert(usersChildDetails)
    .values({ usersChildId: childId, aboutMe, aboutMeSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: usersChildDetails.usersChildId,
      set: { aboutMe, aboutMeSentAt: sql`now()` },
      setWhere: isNull(usersChildDetails.aboutMe),
    })
    .returning({ aboutMe: usersChildDetails.aboutMe, aboutMeSentAt: usersChildDetails.aboutMeSentAt });
  return sent ?? fail('ALREADY_SENT', 'the text was sent already and cannot change');
}
