import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const CREATE = `mutation createUserChild($input: CreateUserChildInput!) {
  createUserChild(input: $input) { id username name avatar stars }
}`;
const GET_AVATAR =
  'query getAvatar($userChildId: ID!) { child(userChildId: $userChildId) { id name username avatar stars } }';
const GET_SUBSCRIPTION =
  'query getSubscription { subscription { id isActive maxProfiles children { id name username } } }';

type Family = { cookie: string; subscriptionId: string; childIds: string[] };

async function family(app: TestApp, email: string): Promise<Family> {
  const cookie = await app.signIn(email);
  const answer = await app.gql(cookie, GET_SUBSCRIPTION);
  const subscription = answer.data?.subscription as { id: string; children: { id: string }[] };
  return { cookie, subscriptionId: subscription.id, childIds: subscription.children.map((child) => child.id) };
}

const child = (subscriptionId: string, username: string) => ({
  subscriptionId,
  username,
  name: 'Sara',
  gender: 'girl',
  dateOfBirth: '2018-06-01',
  avatar: 'girl-2',
});

describe('profiles of a family', () => {
  let app: TestApp;
  let demo: Family;
  let neighbours: Family;
  let expired: Family;

  beforeAll(async () => {
    app = await startTestApp();
    demo = await family(app, 'demo@koran-kids.test');
    neighbours = await family(app, 'buren@koran-kids.test');
    expired = await family(app, 'verlopen@koran-kids.test');
    // Open the parent area of the two active families: both have a pincode.
    await app.gql(demo.cookie, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    await app.gql(neighbours.cookie, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
  });
  afterAll(() => app.close());

  it("shows a family its own profiles with stars, and refuses another family's child", async () => {
    const own = await app.gql(demo.cookie, GET_AVATAR, { userChildId: demo.childIds[0] });
    expect(own.data?.child).toMatchObject({ name: 'Amina', username: 'amina', avatar: 'girl-1', stars: 0 });
    for (const childId of neighbours.childIds) {
      const other = await app.gql(demo.cookie, GET_AVATAR, { userChildId: childId });
      expect(codeOf(other)).toBe('FORBIDDEN');
      expect(other.data).toBeNull();
    }
    expect(
      codeOf(await app.gql(demo.cookie, GET_AVATAR, { userChildId: '00000000-0000-0000-0000-000000000000' })),
    ).toBe('FORBIDDEN');
  });

  it("refuses to create a profile in another family's subscription", async () => {
    const answer = await app.gql(demo.cookie, CREATE, { input: child(neighbours.subscriptionId, 'indringer') });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    const { rows } = await app.database.execute(
      `select count(*)::int as n from users_children where username = 'indringer'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses the children of an ended subscription', async () => {
    const [ibrahim] = (await app.database.execute("select id from users_children where username = 'ibrahim'")).rows;
    expect(codeOf(await app.gql(expired.cookie, GET_AVATAR, { userChildId: ibrahim?.id }))).toBe('FORBIDDEN');
    const subscription = await app.gql(expired.cookie, GET_SUBSCRIPTION);
    expect(subscription.data?.subscription).toMatchObject({ isActive: false, children: [] });
  });

  it('names missing fields, refuses a taken username in any case, and stops at the maximum', async () => {
    const missing = await app.gql(demo.cookie, CREATE, { input: { ...child(demo.subscriptionId, ''), name: ' ' } });
    expect(codeOf(missing)).toBe('BAD_INPUT');
    expect(missing.errors?.[0]?.extensions?.requiredFields).toEqual(['username', 'name']);

    const taken = await app.gql(demo.cookie, CREATE, { input: child(demo.subscriptionId, 'NOOR') });
    expect(codeOf(taken)).toBe('USERNAME_TAKEN');
    expect(taken.errors?.[0]?.message).toBe('Username already exists please choose another');

    const badDate = await app.gql(demo.cookie, CREATE, {
      input: { ...child(demo.subscriptionId, 'kleintje'), dateOfBirth: '2030-01-01' },
    });
    expect(badDate.errors?.[0]?.extensions?.problems).toEqual({ dateOfBirth: 'date-of-birth-range' });

    expect(
      (await app.gql(demo.cookie, CREATE, { input: child(demo.subscriptionId, 'sara') })).data?.createUserChild,
    ).toMatchObject({ username: 'sara' });
    expect(
      (await app.gql(demo.cookie, CREATE, { input: child(demo.subscriptionId, 'zaid') })).data?.createUserChild,
    ).toMatchObject({ username: 'zaid' });
    const fifth = await app.gql(demo.cookie, CREATE, { input: child(demo.subscriptionId, 'vijfde') });
    expect(codeOf(fifth)).toBe('PROFILE_LIMIT_REACHED');
    const { rows } = await app.database.execute(
      `select count(*)::int as n from users_children c join users u on u.id = c.user_id where u.email = 'demo@koran-kids.test'`,
    );
    expect(rows[0]?.n).toBe(4);
  });

  it('asks for the parent area before adding a profile once the family has a pincode', async () => {
    const freshSession = await app.signIn('buren@koran-kids.test');
    const answer = await app.gql(freshSession, CREATE, { input: child(neighbours.subscriptionId, 'zonderpin') });
    expect(codeOf(answer)).toBe('PARENT_AREA_REQUIRED');
  });
});
