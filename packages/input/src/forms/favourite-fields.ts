/*
 * The list alone, without the checks of favourites.ts: the web app's pages that only name the favourites do not
 * load the checking library with it.
 */

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
