import { z } from 'zod';
import { textOf } from '../text.ts';
import { FAVOURITE_FIELDS, type FavouriteField } from './favourite-fields.ts';

export { FAVOURITE_FIELDS, type FavouriteField } from './favourite-fields.ts';

/** A favourite is a short answer, not a letter. */
export const FAVOURITE_MAX_LENGTH = 100;

export const favourite = textOf('one-line').pipe(z.string().max(FAVOURITE_MAX_LENGTH, 'too-long'));

/** Every favourite may be left out or empty. */
export const favouritesInput = z.object(
  Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, favourite.nullish()])) as {
    [field in FavouriteField]: z.ZodOptional<z.ZodNullable<typeof favourite>>;
  },
);
