import { describe, expect, it } from 'vitest';
import { fieldPathsOf, fieldProblemsOf } from './field-problems.ts';
import { ApiError } from './graphql-client.ts';

const PROFILE = fieldPathsOf({ name: 'Amina', favourites: { hero: '', favouriteBook: '' } });

describe("the server's answer on a form's fields", () => {
  it('reaches every field, also the favourites inside the profile', () => {
    expect(PROFILE).toEqual(['name', 'favourites.hero', 'favourites.favouriteBook']);
  });

  it('puts what the server refused on the field it belongs to', () => {
    const error = new ApiError('BAD_INPUT', 'the profile has mistakes', {
      problems: { name: 'name-too-long', hero: 'too-long' },
    });
    expect(fieldProblemsOf(error, PROFILE)).toEqual({ name: 'name-too-long', 'favourites.hero': 'too-long' });
  });

  it("puts a problem with a list's item on that item's field, and one with the list on the list", () => {
    const lesson = fieldPathsOf({ words: [{ word: 'قل' }], quiz: [{ options: [{ nl: 'ja' }], answer: 3 }] });
    const error = new ApiError('BAD_INPUT', 'the lesson has mistakes', {
      problems: {
        'words.0.word': 'word-not-in-surah',
        'quiz.0.answer': 'answer-not-an-option',
        words: 'too-few-words',
      },
    });
    expect(fieldProblemsOf(error, lesson)).toEqual({
      'words.0.word': 'word-not-in-surah',
      'quiz.0.answer': 'answer-not-an-option',
      words: 'too-few-words',
    });
  });

  it('marks the empty required fields the server names', () => {
    const error = new ApiError('BAD_INPUT', 'required: name', { requiredFields: ['username', 'name'] });
    expect(fieldProblemsOf(error, ['username', 'name', 'gender'])).toEqual({ username: 'required', name: 'required' });
  });

  it('says a taken username on the username field', () => {
    const error = new ApiError('USERNAME_TAKEN', 'Username already exists', { field: 'username' });
    expect(fieldProblemsOf(error, ['username', 'name'])).toEqual({ username: 'username-taken' });
  });

  it('leaves a failure about no field of the form to a general message', () => {
    const limit = new ApiError('PROFILE_LIMIT_REACHED', 'no more profiles', { maxProfiles: 4 });
    const elsewhere = new ApiError('BAD_INPUT', 'bad', { problems: { subscriptionId: 'required' } });
    expect(fieldProblemsOf(limit, ['username'])).toBeNull();
    expect(fieldProblemsOf(elsewhere, ['username'])).toBeNull();
    expect(fieldProblemsOf(new TypeError('Failed to fetch'), ['username'])).toBeNull();
  });
});
