import { testEngines } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from './testing/app.ts';

const CHILDREN = '{ subscription { isActive children { id username } } }';
const OPEN_PARENT_AREA = 'mutation { validatePincode(pincode: "4321") { isCorrect } }';

describe.each(testEngines())(
  'what a family with an ended subscription may still do on %s (attack finding 9)',
  (engine) => {
    let app: TestApp;
    let cookie: string;
    let ibrahimId: string;

    beforeAll(async () => {
      app = await startTestApp({ engine });
      cookie = await app.signIn('verlopen@koran-kids.test');
      const [ibrahim] = (await app.database.execute("select id from users_children where username = 'ibrahim'")).rows;
      ibrahimId = String(ibrahim?.id);
    });
    afterAll(() => app.close());

    it('reads no profile, no overview and no lessons; only that the subscription has ended', async () => {
      expect((await app.gql(cookie, CHILDREN)).data).toEqual({ subscription: { isActive: false, children: [] } });
      const asChild = await app.gql(cookie, 'query c($id: ID!) { child(userChildId: $id) { name } }', {
        id: ibrahimId,
      });
      expect(codeOf(asChild)).toBe('FORBIDDEN');
      await app.gql(cookie, OPEN_PARENT_AREA);
      for (const query of [
        '{ familyOverview { name } }',
        '{ parentLessons { id } }',
        '{ courseContentStatus { lessonCount } }',
      ]) {
        const answer = await app.gql(cookie, query);
        expect(Object.values(answer.data ?? {})).toEqual(answer.data ? [null] : []);
        expect(codeOf(answer)).toBe('SUBSCRIPTION_EXPIRED');
      }
      const progression = await app.gql(
        cookie,
        'query p($id: ID!) { childProgression(userChildId: $id) { lessons { lessonId } } }',
        { id: ibrahimId },
      );
      expect(codeOf(progression)).toBe('FORBIDDEN');
    });

    it('in the parent area, still lists its children, exports one and erases it (GDPR)', async () => {
      await app.gql(cookie, OPEN_PARENT_AREA);
      expect((await app.gql(cookie, CHILDREN)).data).toEqual({
        subscription: { isActive: false, children: [{ id: ibrahimId, username: 'ibrahim' }] },
      });
      const exported = await app.server.app.inject({
        method: 'GET',
        url: `/exports/children/${ibrahimId}.json`,
        headers: { cookie },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.json()).toMatchObject({ profile: { username: 'ibrahim' } });
      const erased = await app.gql(
        cookie,
        'mutation d($id: ID!) { deleteUserChild(userChildId: $id, username: "ibrahim") }',
        {
          id: ibrahimId,
        },
      );
      expect(erased.data).toEqual({ deleteUserChild: ibrahimId });
      expect((await app.database.execute("select id from users_children where username = 'ibrahim'")).rows).toEqual([]);
    });
  },
);

describe.each(testEngines())("the parent's contact data on %s (attack finding 10)", (engine) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp({ engine });
    cookie = await app.signIn('demo@koran-kids.test');
  });
  afterAll(() => app.close());

  it('is not in the viewer that every screen reads, and is behind the pincode', async () => {
    const viewer = await app.gql(cookie, '{ viewer { id email firstName lastName } }');
    expect(viewer.data ?? null).toBeNull();
    expect(JSON.stringify(viewer)).not.toContain('demo@koran-kids.test');
    const closed = await app.gql(cookie, '{ parentAccount { email firstName } }');
    expect(codeOf(closed)).toBe('PARENT_AREA_REQUIRED');
    expect(JSON.stringify(closed)).not.toContain('demo@koran-kids.test');
    await app.gql(cookie, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    const open = await app.gql(cookie, '{ parentAccount { email } }');
    expect(open.data).toEqual({ parentAccount: { email: 'demo@koran-kids.test' } });
  });

  it('is not in the session every page reads, not even the first name; staff are still greeted by theirs', async () => {
    const family = await app.gql(cookie, '{ session { actingAs firstName } }');
    expect(family.data).toEqual({ session: { actingAs: 'FAMILY', firstName: null } });
    expect(JSON.stringify(family)).not.toContain('Fatima');
    const teacher = await app.gql(await app.signIn('leraar@koran-kids.test'), '{ session { actingAs firstName } }');
    expect(teacher.data).toEqual({ session: { actingAs: 'STAFF', firstName: 'Yasmina' } });
  });
});
