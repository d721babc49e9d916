import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const RESET =
  'mutation r($pincode: String!) { resetPincode(newSecretKey: $pincode) { isCorrect parentAreaOpenUntil } }';
const CHECK = 'mutation v($pincode: String!) { validatePincode(pincode: $pincode) { isCorrect attemptsLeft } }';
const RESET_WINDOW = '{ viewer { pincodeResetOpenUntil } }';
const MINUTE_MS = 60_000;

describe('a forgotten pincode', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("cannot be replaced from a session without a fresh sign-in (a child's open session), nor long after one", async () => {
    for (const reauthenticatedAt of [null, new Date(Date.now() - 20 * MINUTE_MS)]) {
      const session = await app.signIn('demo@koran-kids.test', reauthenticatedAt);
      expect((await app.gql(session, RESET_WINDOW)).data).toEqual({ viewer: { pincodeResetOpenUntil: null } });
      expect(codeOf(await app.gql(session, RESET, { pincode: '9876' }))).toBe('FRESH_SIGN_IN_REQUIRED');
    }
    const parent = await app.signIn('demo@koran-kids.test');
    expect((await app.gql(parent, CHECK, { pincode: '1234' })).data?.validatePincode).toMatchObject({
      isCorrect: true,
    });
  });

  it('is replaced right after a fresh sign-in, which also ends a lock of wrong tries', async () => {
    const child = await app.signIn('buren@koran-kids.test');
    for (let attempt = 0; attempt < 5; attempt++) await app.gql(child, CHECK, { pincode: '1111' });
    expect((await app.gql(child, CHECK, { pincode: '5678' })).data?.validatePincode).toMatchObject({
      isCorrect: false,
    });

    const fresh = await app.signIn('buren@koran-kids.test', new Date());
    expect((await app.gql(fresh, RESET_WINDOW)).data?.viewer).toEqual({ pincodeResetOpenUntil: expect.any(String) });
    const reset = await app.gql(fresh, RESET, { pincode: '2468' });
    expect(reset.data?.resetPincode).toMatchObject({ isCorrect: true, parentAreaOpenUntil: expect.any(String) });
    expect((await app.gql(child, CHECK, { pincode: '5678' })).data?.validatePincode).toMatchObject({
      isCorrect: false,
    });
    expect((await app.gql(child, CHECK, { pincode: '2468' })).data?.validatePincode).toMatchObject({ isCorrect: true });
  });
});
