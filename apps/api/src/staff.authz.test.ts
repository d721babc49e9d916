import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from './testing/app.ts';
import {
  type Baseline,
  databaseDigest,
  declaredScope,
  documentFor,
  isFamilyOperation,
  isStaffOperation,
  operations,
  plausibleVariables,
  TABLES_A_REFUSAL_MAY_WRITE,
} from './testing/schema-walk.ts';

const staffOperations = operations.filter(isStaffOperation);
const familyOperations = operations.filter(isFamilyOperation);
/** Only about the asker, for anyone signed in: who am I, which role, the API's version. */
const ABOUT_THE_ASKER = ['session', 'switchRole', 'apiVersion'];

describe('the access matrix of the staff area: every staff operation × who must be refused', () => {
  let app: TestApp;
  let baseline: Baseline;
  const snapshot = () => databaseDigest(app.database, TABLES_A_REFUSAL_MAY_WRITE);
  const request = (cookie: string | null, operation: (typeof operations)[number]) =>
    app.gql(cookie, documentFor(operation), plausibleVariables(operation, baseline));

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    const { rows } = await app.database.execute(
      `select c.id as child_id, s.id as subscription_id, s.course_group_id,
              l.id as lesson_id, (select min(a.id) from achievements a where a.lesson_id = l.id) as achievement_id
         from users_children c join subscriptions s on s.id = c.subscription_id
         join lessons l on l.course_id = s.course_id and l.sequence = 1 where c.username = 'amina'`,
    );
    const [row] = rows;
    baseline = {
      childId: String(row?.child_id),
      lessonId: Number(row?.lesson_id),
      achievementId: Number(row?.achievement_id),
      courseGroupId: String(row?.course_group_id),
      subscriptionId: String(row?.subscription_id),
    };
    // The child has written to the teacher, so what another teacher is refused exists.
    await app.database.execute(
      `insert into users_child_details (users_child_id, about_me, about_me_sent_at)
       values ('${baseline.childId}', 'Ik heet Amina', now())`,
    );
  });
  afterAll(() => app.close());

  it('knows for every operation whose it is: staff, family, or only about the asker', () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(27);
    const unclassified = operations.filter(
      (operation) =>
        !isStaffOperation(operation) &&
        !isFamilyOperation(operation) &&
        !ABOUT_THE_ASKER.includes(operation.field.name),
    );
    expect(unclassified.map(({ field }) => `${field.name} ${declaredScope({ field, kind: 'query' })}`)).toEqual([]);
    expect(staffOperations.filter(isFamilyOperation)).toEqual([]);
  });

  it("refuses every staff operation to a family's session (parent or child screens), even in the parent area, and changes nothing", async () => {
    const parent = await app.signIn('demo@koran-kids.test');
    await app.gql(parent, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    const before = await snapshot();
    for (const operation of staffOperations) {
      const answer = await request(parent, operation);
      expect(codeOf(answer), operation.field.name).toBe('FORBIDDEN');
      expect(Object.values(answer.data ?? {}), operation.field.name).toEqual(answer.data ? [null] : []);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a teacher of another group every operation about this group or its child, and every administrator's operation", async () => {
    const otherTeacher = await app.signIn('leraar-b@koran-kids.test');
    const before = await snapshot();
    const refused = staffOperations.filter((operation) => operation.field.name !== 'staffGroups');
    for (const operation of refused) {
      const answer = await request(otherTeacher, operation);
      expect(codeOf(answer), operation.field.name).toBe('FORBIDDEN');
    }
    const groups = await app.gql(otherTeacher, '{ staffGroups { id } }');
    expect(groups.data?.staffGroups).not.toContainEqual({ id: baseline.courseGroupId });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses staff every family operation: a teacher cannot open the parent area or act as a child', async () => {
    const teacher = await app.signIn('leraar@koran-kids.test');
    const before = await snapshot();
    for (const operation of familyOperations) {
      const answer = await request(teacher, operation);
      expect(codeOf(answer), operation.field.name).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a parent who is not staff the switch to staff', async () => {
    const parent = await app.signIn('demo@koran-kids.test');
    const answer = await app.gql(parent, 'mutation { switchRole(to: STAFF) { actingAs } }');
    expect(codeOf(answer)).toBe('FORBIDDEN');
    const session = await app.gql(parent, '{ session { actingAs staffKind } }');
    expect(session.data?.session).toEqual({ actingAs: 'FAMILY', staffKind: null });
  });

  it('serves the subscriptions CSV to administrators only', async () => {
    const csv = (cookie: string | null) =>
      app.server.app.inject({ method: 'GET', url: '/staff/subscriptions.csv', headers: cookie ? { cookie } : {} });
    expect((await csv(null)).statusCode).toBe(401);
    expect((await csv(await app.signIn('demo@koran-kids.test'))).statusCode).toBe(403);
    const teacher = await app.signIn('leraar@koran-kids.test');
    expect((await csv(teacher)).statusCode).toBe(403);
    const administrator = await app.signIn('beheer@koran-kids.test');
    const answer = await csv(administrator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.body).toContain('demo@koran-kids.test');
  });
});
