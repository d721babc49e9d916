import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const PROFILE = `query getUserChildProfile($userChildId: ID!) {
  childProfile(userChildId: $userChildId) {
    child { name username } favourites { favouriteAnimal hobbies aboutMe } aboutMeSentAt
  }
}`;
const UPDATE = `mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {
  updateUserChild(userChildId: $userChildId, child: $child, details: $details) {
    child { name username } favourites { favouriteAnimal hobbies }
  }
}`;
const ABOUT_ME = `mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {
  upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) { aboutMe aboutMeSentAt }
}`;

describe("a child's own profile", () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  let amina: string;
  const profileOf = async () =>
    (await app.gql(demo, PROFILE, { userChildId: amina })).data?.childProfile as Record<string, unknown> | undefined;

  beforeAll(async () => {
    app = await startTestApp();
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    const { rows } = await app.database.execute(`select id from users_children where username = 'amina'`);
    amina = String(rows[0]?.id);
  });
  afterAll(() => app.close());

  it('saves a new name and the favourites; the username stays', async () => {
    const answer = await app.gql(demo, UPDATE, {
      userChildId: amina,
      child: { name: '  Amina B ' },
      details: { favouriteAnimal: 'Poes', hobbies: 'Tekenen' },
    });
    expect(answer.data?.updateUserChild).toEqual({
      child: { name: 'Amina B', username: 'amina' },
      favourites: { favouriteAnimal: 'Poes', hobbies: 'Tekenen' },
    });
    const renamed = await app.gql(demo, UPDATE, {
      userChildId: amina,
      child: { name: 'Amina', username: 'nieuw' },
      details: {},
    });
    expect(renamed.errors?.[0]?.message).toMatch(/username/);
    expect(await profileOf()).toMatchObject({ child: { name: 'Amina B', username: 'amina' } });
  });

  it('refuses bad input with the field named, and saves nothing', async () => {
    for (const [child, details, field] of [
      [{ name: ' ' }, {}, 'name'],
      [{ name: 'Amina' }, { hobbies: 'x'.repeat(101) }, 'hobbies'],
      [{ name: 'Amina\u0000' }, {}, 'name'],
    ] as const) {
      const answer = await app.gql(demo, UPDATE, { userChildId: amina, child, details });
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(Object.keys(answer.errors?.[0]?.extensions?.problems as object)).toEqual([field]);
    }
    expect(await profileOf()).toMatchObject({ child: { name: 'Amina B' }, favourites: { hobbies: 'Tekenen' } });
  });

  it('sends "about me" once; it cannot change afterwards', async () => {
    expect(codeOf(await app.gql(demo, ABOUT_ME, { userChildId: amina, aboutMe: '   ' }))).toBe('BAD_INPUT');
    const sent = await app.gql(demo, ABOUT_ME, { userChildId: amina, aboutMe: 'Ik ben Amina en ik hou van lezen.' });
    expect(sent.data?.upsertUsersChildDetails).toMatchObject({ aboutMe: 'Ik ben Amina en ik hou van lezen.' });
    const again = await app.gql(demo, ABOUT_ME, { userChildId: amina, aboutMe: 'Toch iets anders' });
    expect(codeOf(again)).toBe('ALREADY_SENT');
    const profile = await profileOf();
    expect(profile).toMatchObject({
      favourites: { aboutMe: 'Ik ben Amina en ik hou van lezen.', favouriteAnimal: 'Poes' },
    });
    expect(profile?.aboutMeSentAt).toBeTruthy();
  });

  it("refuses another family's child for every profile operation", async () => {
    for (const [operation, variables] of [
      [PROFILE, { userChildId: amina }],
      [UPDATE, { userChildId: amina, child: { name: 'Gekaapt' }, details: {} }],
      [ABOUT_ME, { userChildId: amina, aboutMe: 'Gekaapt' }],
    ] as const) {
      expect(codeOf(await app.gql(neighbours, operation, variables))).toBe('FORBIDDEN');
    }
    expect(await profileOf()).toMatchObject({ child: { name: 'Amina B' } });
  });
});
