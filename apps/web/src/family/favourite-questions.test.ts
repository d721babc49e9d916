import { resources } from '@koran-kids/i18n';
import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourites';
import { describe, expect, it } from 'vitest';
import { favouriteFieldsFragment } from './favourite-fields.ts';
import { FAVOURITE_QUESTIONS, fieldsOf } from './favourite-questions.ts';

describe('the favourite questions', () => {
  it('asks the questions of the one list of favourites, in its order (the surah is picked from the lessons)', () => {
    expect(FAVOURITE_QUESTIONS).toEqual(FAVOURITE_FIELDS.filter((field) => field !== 'favoriteSoerah'));
    expect(FAVOURITE_QUESTIONS[0]).toBe('favouriteBook');
  });

  it('reads the favourite surah and "about me" but does not ask them as questions', () => {
    expect(fieldsOf(favouriteFieldsFragment)).toEqual([...FAVOURITE_QUESTIONS, 'favoriteSoerah', 'aboutMe']);
  });

  it('shows every question, and the favourite surah, with a label in Dutch and in English', () => {
    for (const field of [...FAVOURITE_QUESTIONS, 'favoriteSoerah'] as const) {
      expect(resources.nl.profiles.favourites[field], field).toBeTruthy();
      expect(resources.en.profiles.favourites[field], field).toBeTruthy();
    }
  });

  it('refuses a fragment that is more than a list of plain fields', () => {
    expect(fieldsOf('fragment A on B {\n  a b\n  c\n}')).toEqual(['a', 'b', 'c']);
    expect(() => fieldsOf('fragment A on B { a b { c } }')).toThrow();
    expect(() => fieldsOf('fragment A on B { a ...C }')).toThrow();
  });
});
