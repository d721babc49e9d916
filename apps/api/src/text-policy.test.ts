import { testEngines } from '@koran-kids/db/testing';
import { LANGUAGES, resources } from '@koran-kids/i18n';
import { TEXT_PROBLEMS } from '@koran-kids/input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type GraphqlAnswer, startTestApp, type TestApp } from './testing/app.ts';

const CREATE = `mutation createUserChild($input: CreateUserChildInput!) {
  createUserChild(input: $input) { id name username }
}`;
const EDIT = `mutation updateChildDetails($id: ID!, $input: ParentChildInput!) {
  updateChildDetails(userChildId: $id, input: $input, details: {})
}`;
const CONTACT = `mutation updateContactInformation($input: ContactInformationInput!) {
  updateContactInformation(input: $input) { address }
}`;
const RELATION = 'mutation r($relation: String!) { updateRelationToKid(relationToKid: $relation) { relationToKid } }';

const problemsOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.problems;

describe.each(testEngines())(
  'impossible dates and junk in one-line fields on %s (attack findings 7 and 8)',
  (engine) => {
    let app: TestApp;
    let cookie: string;
    let subscriptionId: string;
    let aminaId: string;
    const profile = (fields: Record<string, string>) => ({
      subscriptionId,
      username: 'sara_b',
      name: 'Sara',
      gender: 'girl',
      dateOfBirth: '2018-06-01',
      avatar: 'girl-2',
      ...fields,
    });
    const profileCount = async () =>
      Number((await app.database.execute('select count(*)::int as n from users_children')).rows[0]?.n);

    beforeAll(async () => {
      app = await startTestApp({ engine });
      cookie = await app.signIn('buren@koran-kids.test');
      const family = await app.gql(cookie, '{ subscription { id children { id username } } }');
      const subscription = family.data?.subscription as { id: string; children: { id: string; username: string }[] };
      subscriptionId = subscription.id;
      aminaId = subscription.children[0]?.id ?? '';
      await app.gql(cookie, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    });
    afterAll(() => app.close());

    it.each(['2018-02-30', '2018-13-01', '2018-00-10'])('refuses the birth date %s with a field error', async (day) => {
      const before = await profileCount();
      const created = await app.gql(cookie, CREATE, { input: profile({ dateOfBirth: day }) });
      expect(codeOf(created)).toBe('BAD_INPUT');
      expect(problemsOf(created)).toEqual({ dateOfBirth: 'date' });
      const edited = await app.gql(cookie, EDIT, {
        id: aminaId,
        input: { name: 'Noor', avatar: 'girl-1', gender: 'girl', dateOfBirth: day, openProfile: true },
      });
      expect(codeOf(edited)).toBe('BAD_INPUT');
      expect(problemsOf(edited)).toEqual({ dateOfBirth: 'date' });
      expect(await profileCount()).toBe(before);
    });

    it.each([
      ['a line break', { name: 'Sara\nBakker' }, { name: 'line-break' }],
      ['only zero-width spaces', { name: '\u200B\u200B' }, { name: 'invisible-characters' }],
      ['a right-to-left override', { name: 'Sara\u202Egnp' }, { name: 'invisible-characters' }],
      ['a broken character', { name: 'Sa\uD800ra' }, { name: 'broken-characters' }],
      ['a name without a letter', { name: '...' }, { name: 'no-letters' }],
    ])('refuses a name with %s', async (_, fields, problems) => {
      const before = await profileCount();
      const created = await app.gql(cookie, CREATE, { input: profile(fields) });
      expect(codeOf(created)).toBe('BAD_INPUT');
      expect(problemsOf(created)).toEqual(problems);
      expect(await profileCount()).toBe(before);
    });

    it('refuses a username that looks like another child’s (a Cyrillic "а" in "amina", "N00R")', async () => {
      for (const username of ['\u0430mina', 'N00R']) {
        const created = await app.gql(cookie, CREATE, { input: profile({ username }) });
        expect(codeOf(created)).toBe('USERNAME_TAKEN');
      }
    });

    it('stores a name in NFC with single spaces', async () => {
      const created = await app.gql(cookie, CREATE, {
        input: profile({ username: 'omer_y', name: ' O\u0308mer   Yusuf ' }),
      });
      expect(created.data?.createUserChild).toMatchObject({ name: 'Ömer Yusuf', username: 'omer_y' });
    });

    it('refuses line breaks in the address and in the relation to the child', async () => {
      const contact = await app.gql(cookie, CONTACT, {
        input: { address: 'Lindelaan 8\nRotterdam', postcode: '3012 AB', city: 'Rotterdam', phone: '0612345678' },
      });
      expect(problemsOf(contact)).toEqual({ address: 'line-break' });
      const account = '{ parentAccount { relationToKid } }';
      const before = (await app.gql(cookie, account)).data?.parentAccount;
      expect(before).toEqual({ relationToKid: expect.any(String) });
      const relation = await app.gql(cookie, RELATION, { relation: 'moeder\r\nvader' });
      expect(problemsOf(relation)).toEqual({ relationToKid: 'line-break' });
      expect((await app.gql(cookie, account)).data?.parentAccount).toEqual(before);
    });
  },
);

describe('the text policy in the web app', () => {
  it('has a sentence for every problem in both languages', () => {
    for (const language of LANGUAGES) {
      const sentences = resources[language].common['text-problems'] as Record<string, string>;
      for (const problem of TEXT_PROBLEMS) expect(sentences[problem], `${language} ${problem}`).toBeTruthy();
    }
  });
});
