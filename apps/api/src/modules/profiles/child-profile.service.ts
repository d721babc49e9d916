import type { Db } from '@koran-kids/db';
import { usersChildDetails, usersChildren } from '@koran-kids/db/schema';
import { aboutMeText } from '@koran-kids/input/forms/about-me';
import { type ProfileUpdate, profileUpdate } from '@koran-kids/input/forms/child-profile';
import { FAVOURITE_FIELDS, type FavouriteField } from '@koran-kids/input/forms/favourites';
import { eq, isNull, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';
import { findChild } from '../../family/children.ts';
import type { Favourites } from '../../family/favourites.ts';

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

/** The child's name and favourites; the username never changes (updateUserChild). */
export async function updateChildProfile(db: Db, childId: string, input: ProfileUpdate) {
  const parsed = parseOrFail(profileUpdate, input, 'the profile has mistakes');
  const favourites = Object.fromEntries(
    FAVOURITE_FIELDS.map((field) => [field, parsed.favourites[field] || null]),
  ) as Record<FavouriteField, string | null>;
  await db.transaction(async (tx) => {
    await tx.update(usersChildren).set({ name: parsed.name }).where(eq(usersChildren.id, childId));
    await tx
      .insert(usersChildDetails)
      .values({ usersChildId: childId, ...favourites })
      .onConflictDoUpdate({ target: usersChildDetails.usersChildId, set: favourites });
  });
  return childProfileOf(db, childId);
}

/** "Ruim lezen", turned on or off by the child or a parent (setSpaciousReading). */
export async function setSpaciousReading(db: Db, childId: string, on: boolean) {
  await db.update(usersChildren).set({ spaciousReading: on }).where(eq(usersChildren.id, childId));
  return findChild(db, childId);
}

/** "Tell something about yourself": sent once, then final (upsertUsersChildDetails). */
export async function sendAboutMe(db: Db, childId: string, text: string) {
  const aboutMe = parseOrFail(aboutMeText, { text }, 'the text cannot be sent').text;
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
