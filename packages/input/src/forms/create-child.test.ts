import { describe, expect, it } from 'vitest';
import { createChildInput, missingChildFields } from './create-child.ts';

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-06-15`;
const AMINA = {
  subscriptionId: '1',
  username: 'amina',
  name: 'Amina',
  gender: 'girl',
  dateOfBirth: yearsAgo(8),
  avatar: 'girl-3',
};
const codesOf = (input: Record<string, string>) =>
  createChildInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a new child profile', () => {
  it('names the empty fields in the order the form asks them', () => {
    expect(missingChildFields({ username: ' ', name: '', gender: 'boy' })).toEqual([
      'username',
      'name',
      'dateOfBirth',
      'avatar',
    ]);
    expect(missingChildFields(AMINA)).toEqual([]);
  });

  it('refuses each mistake with the code the form has a sentence for', () => {
    expect(codesOf(AMINA)).toBeUndefined();
    expect(codesOf({ ...AMINA, username: 'am' })).toEqual([['username', 'username-too-short']]);
    expect(codesOf({ ...AMINA, username: 'amina!' })).toEqual([['username', 'username-characters']]);
    expect(codesOf({ ...AMINA, name: 'A'.repeat(41) })).toEqual([['name', 'name-too-long']]);
    expect(codesOf({ ...AMINA, dateOfBirth: yearsAgo(1) })).toEqual([['dateOfBirth', 'date-of-birth-range']]);
    expect(codesOf({ ...AMINA, dateOfBirth: '2016-02-30' })).toEqual([['dateOfBirth', 'date']]);
    expect(codesOf({ ...AMINA, avatar: 'cat-1' })).toEqual([['avatar', 'avatar-unknown']]);
  });
});
