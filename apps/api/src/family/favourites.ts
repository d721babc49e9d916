import type { FavouriteField } from '@koran-kids/input/forms/favourites';

/** A child's favourites and about-me as stored (the questions themselves: @koran-kids/input/forms/favourites). */
export type Favourites = Record<FavouriteField, string | null> & { aboutMe: string | null };
