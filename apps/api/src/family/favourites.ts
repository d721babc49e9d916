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
export type Favourites = Record<FavouriteField, string | null> & { aboutMe: string | null };

/** A favourite is a short answer, not a letter. */
export const FAVOURITE_MAX_LENGTH = 100;
