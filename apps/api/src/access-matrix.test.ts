import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_UPLOADS_PATH } from './modules/authoring/content-uploads-route.ts';
import { codeOf, startTestApp, type TestApp } from './testing/app.ts';
import {
  databaseDigest,
  declaredScope,
  documentFor,
  type Operation,
  operations,
  plausibleVariables,
  TABLES_A_REFUSAL_MAY_WRITE,
} from './testing/schema-walk.ts';

/** The operation about the child under attack, every other argument plausible. */
const requestFor = (operation: Operation, childId: string) =>
  [documentFor(operation), plausibleVariables(operation, { childId, lessonId: 1, achievementId: 1 })] as const;

const takesChild = ({ field }: Operation) => field.args.some((arg) => arg.name === 'userChildId');

const needsParentArea = (operation: Operation) => declaredScope(operation).includes('parentArea');

/** Operations an ended subscription no longer gives (DECISIONS: expired). */
const needsActiveSubscription = (operation: Operation) => /activeFamily|ownsChild/.test(declaredScope(operation));

describe('the access matrix: every operation × who must be refused', () => {
  let app: TestApp;
  let victim: string;
  let own: string;

  const snapshot = () => databaseDigest(app.database, TABLES_A_REFUSAL_MAY_WRITE);

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0', METRICS_TOKEN: 'x'.repeat(40) } });
    const { rows } = await app.database.execute('select id, username from users_children');
    victim = String(rows.find((row) => row.username === 'amina')?.id);
    own = String(rows.find((row) => row.username === 'noor')?.id);
  });
  afterAll(() => app.close());

  it('covers every operation of the schema', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter(needsParentArea).length).toBeGreaterThan(15);
  });

  it('refuses every operation without a session', async () => {
    for (const operation of operations) {
      const answer = await app.gql(null, ...requestFor(operation, victim));
      expect(answer.status, operation.field.name).toBe(401);
    }
  });

  it("refuses another family's child in every operation that takes one, even with the parent area open, and changes nothing", async () => {
    const stranger = await app.signIn('buren@koran-kids.test');
    await app.gql(stranger, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    const before = await snapshot();
    for (const operation of operations.filter(takesChild)) {
      const answer = await app.gql(stranger, ...requestFor(operation, victim));
      expect(codeOf(answer), operation.field.name).toBe('FORBIDDEN');
      expect(Object.values(answer.data ?? {}), operation.field.name).toEqual(answer.data ? [null] : []);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every operation that needs an active subscription to an ended one, even in the parent area', async () => {
    const expired = await app.signIn('verlopen@koran-kids.test');
    await app.gql(expired, 'mutation { validatePincode(pincode: "4321") { isCorrect } }');
    const [ownChild] = (await app.database.execute("select id from users_children where username = 'ibrahim'")).rows;
    const before = await snapshot();
    const refused = operations.filter(needsActiveSubscription);
    expect(refused.length).toBeGreaterThan(30);
    for (const operation of refused) {
      const answer = await app.gql(expired, ...requestFor(operation, String(ownChild?.id)));
      expect(['SUBSCRIPTION_EXPIRED', 'FORBIDDEN'], operation.field.name).toContain(codeOf(answer));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every parent-area operation to a session without a fresh pincode check, and changes nothing', async () => {
    const childOnly = await app.signIn('buren@koran-kids.test');
    const before = await snapshot();
    for (const operation of operations.filter(needsParentArea)) {
      const answer = await app.gql(childOnly, ...requestFor(operation, own));
      expect(codeOf(answer), operation.field.name).toBe('PARENT_AREA_REQUIRED');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses the operator's /metrics to every role without its token: anonymous, parent, teacher, administrator", async () => {
    const people = ['demo@koran-kids.test', 'leraar@koran-kids.test', 'beheer@koran-kids.test'];
    for (const cookie of [null, ...(await Promise.all(people.map((email) => app.signIn(email))))]) {
      const answer = await app.server.app.inject({ method: 'GET', url: '/metrics', headers: cookie ? { cookie } : {} });
      expect(answer.statusCode, String(cookie)).toBe(401);
    }
  });

  it('lets only administrators send content files in parts (tus), and refuses every other role before anything is kept', async () => {
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    const mp3 = Buffer.concat(Array.from({ length: 40 }, () => frame));
    const metadata = `kind ${btoa('recitation')},name ${btoa('112001.mp3')}`;
    const send = (
      cookie: string | null,
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      url = CONTENT_UPLOADS_PATH,
      isHalf = false,
    ) =>
      app.server.app.inject({
        method,
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          'tus-resumable': '1.0.0',
          'api-version': API_VERSION,
          ...(method === 'POST' ? { 'upload-length': String(mp3.byteLength), 'upload-metadata': metadata } : {}),
          ...(method === 'POST' || method === 'PATCH' ? { 'content-type': 'application/offset+octet-stream' } : {}),
          ...(method === 'PATCH' ? { 'upload-offset': '0' } : {}),
        },
        payload:
          method === 'POST' || method === 'PATCH'
            ? mp3.subarray(0, isHalf ? mp3.byteLength / 2 : undefined)
            : undefined,
      });
    const started = await send(await app.signIn('beheer@koran-kids.test'), 'POST', CONTENT_UPLOADS_PATH, true);
    expect(started.statusCode).toBe(201);
    const before = await snapshot();
    const roles = {
      nobody: null,
      parent: await app.signIn('demo@koran-kids.test'),
      teacher: await app.signIn('leraar@koran-kids.test'),
    };
    // The administrator's own upload in progress (half sent): no other role reads, continues or ends it.
    const upload = String(started.headers.location);
    for (const [role, cookie] of Object.entries(roles)) {
      for (const [method, url] of [['POST'], ['HEAD', upload], ['PATCH', upload], ['DELETE', upload]] as const) {
        const answer = await send(cookie, method, url);
        expect(answer.statusCode, `${role} ${method}`).toBe(cookie ? 403 : 401);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
