import { z } from 'zod';
import { textOf } from '../text.ts';

/** The favourite questions of a child profile, in the order the profile page asks them (spec §3). */
export const FAVOURITE_FIELDS = [
  'favouriteBook',
  'favouriteFilm',
  'favouriteAnimal',
  'favouriteColor',
  'favouriteSport',
  'hero',
  'hobbies',
  'favouriteFood',
  'dreamJob',
  'wish',
  'thankfullFor',
  'favoriteLesson',
  'favouriteSchoolSubject',
  'learnedAchievements',
  'favoriteSoerah',
] as const;
export type FavouriteField = (typeof FAVOURITE_FIELDS)[number];

/** A favourite is a short answer, not a letter. */
export const FAVOURITE_MAX_LENGTH = 100;

export const favourite = textOf('one-line').pipe(z.string().max(FAVOURITE_MAX_LENGTH, 'too-long'));

/** Every favourite may be left out or empty. */
export const favouritesInput = z.object(
  Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, favourite.nullish()])) as {
    [field in FavouriteField]: z.ZodOptional<z.ZodNullable<typeof favourite>>;
  },
);
