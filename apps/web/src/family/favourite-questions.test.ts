import { resources } from '@koran-kids/i18n';
import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourites';
import { describe, expect, it } from 'vitest';
import { favouriteFieldsFragment } from './favourite-fields.ts';
import { FAVOURITE_QUESTIONS } from './favourite-questions.ts';

/** The field names a fragment of plain fields selects, in its order. */
function fieldsOf(fragment: { toString(): string }): string[] {
  const text = fragment.toString();
  return text
    .slice(text.indexOf('{') + 1, text.lastIndexOf('}'))
    .split(/\s+/)
    .filter(Boolean);
}

describe('the favourite questions', () => {
  it('asks the questions of the one list of favourites, in its order (the surah is picked from the lessons)', () => {
    expect(FAVOURITE_QUESTIONS).toEqual(FAVOURITE_FIELDS.filter((field) => field !== 'favoriteSoerah'));
    expect(FAVOURITE_QUESTIONS[0]).toBe('favouriteBook');
  });

  it('reads the favourites in the same order with the FavouriteFields fragment, and "about me" too', () => {
    expect(fieldsOf(favouriteFieldsFragment)).toEqual([...FAVOURITE_QUESTIONS, 'favoriteSoerah', 'aboutMe']);
  });

  it('shows every question, and the favourite surah, with a label in Dutch and in English', () => {
    for (const field of [...FAVOURITE_QUESTIONS, 'favoriteSoerah'] as const) {
      expect(resources.nl.profiles.favourites[field], field).toBeTruthy();
      expect(resources.en.profiles.favourites[field], field).toBeTruthy();
    }
  });
});
