import type { FavouritesInput } from '../gql/graphql.ts';

/** The favourite questions in the order the spec lists them; the labels are `profiles:favourites.<field>`. */
export const FAVOURITE_QUESTIONS = [
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
] as const satisfies readonly (keyof FavouritesInput)[];
