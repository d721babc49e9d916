import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourite-fields';

/** The favourite surah is picked from the lessons, not asked; "about me" is sent, and is not in the list. */
export type FavouriteQuestion = Exclude<(typeof FAVOURITE_FIELDS)[number], 'favoriteSoerah'>;

const isQuestion = (field: (typeof FAVOURITE_FIELDS)[number]): field is FavouriteQuestion => field !== 'favoriteSoerah';

/**
 * The favourite questions in the order the spec lists them: the one list of favourites the server checks too, which
 * the FavouriteFields fragment reads in the same order (a test says so). The labels are `profiles:favourites.<field>`.
 */
export const FAVOURITE_QUESTIONS: readonly FavouriteQuestion[] = FAVOURITE_FIELDS.filter(isQuestion);
