import type { FavouriteFieldsFragment } from '../gql/graphql.ts';
import { favouriteFieldsFragment } from './favourite-fields.ts';

export type FavouriteField = Exclude<keyof FavouriteFieldsFragment, '__typename'>;

/** The field names a fragment selects, in its order; only plain fields, as a list of questions needs. */
export function fieldsOf(fragment: { toString(): string }): string[] {
  const text = fragment.toString();
  const selection = text.slice(text.indexOf('{') + 1, text.lastIndexOf('}'));
  if (/[{}():@.]/.test(selection)) throw new Error(`not a list of plain fields: ${text}`);
  return selection.split(/\s+/).filter(Boolean);
}

/** Favourites with a screen of their own, not a question: the surah is picked from the lessons, "about me" is sent. */
const NOT_QUESTIONS = ['favoriteSoerah', 'aboutMe'] as const satisfies readonly FavouriteField[];

export type FavouriteQuestion = Exclude<FavouriteField, (typeof NOT_QUESTIONS)[number]>;

const isQuestion = (field: FavouriteField): field is FavouriteQuestion =>
  !(NOT_QUESTIONS as readonly FavouriteField[]).includes(field);

// Codegen checks the fragment against the schema and types FavouriteFieldsFragment from the same text.
const FAVOURITE_FIELDS = fieldsOf(favouriteFieldsFragment) as FavouriteField[];

/** The favourite questions in the order the spec lists them; the labels are `profiles:favourites.<field>`. */
export const FAVOURITE_QUESTIONS: readonly FavouriteQuestion[] = FAVOURITE_FIELDS.filter(isQuestion);
