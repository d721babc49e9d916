import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const VALIDATE =
  'mutation validatePincode($pincode: String!) { validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil } }';
const DEMO_PINCODE = '1234';

describe('the family pincode and the parent area', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers 401 without a session and 400 without api-version 3', async () => {
    const noSession = await app.gql(null, 'query getUser { viewer { id } }');
    expect(noSession.status).toBe(401);
    expect(codeOf(noSession)).toBe('UNAUTHENTICATED');
    const cookie = await app.signIn('demo@koran-kids.test');
    const noVersion = await app.gql(cookie, 'query getUser { viewer { id } }', {}, {});
    expect(noVersion.status).toBe(400);
    expect(codeOf(noVersion)).toBe('API_VERSION_UNSUPPORTED');
  });

  it('opens the parent area for this session only after the right pincode', async () => {
    const cookie = await app.signIn('demo@koran-kids.test');
    const otherTab = await app.signIn('demo@koran-kids.test');
    const relation = 'mutation updateRelationToKid { updateRelationToKid(relationToKid: "mother") { relationToKid } }';
    expect(codeOf(await app.gql(cookie, relation))).toBe('PARENT_AREA_REQUIRED');
    const opened = await app.gql(cookie, VALIDATE, { pincode: DEMO_PINCODE });
    expect(opened.data?.validatePincode).toMatchObject({ isCorrect: true, attemptsLeft: 5 });
    expect((await app.gql(cookie, relation)).data).toEqual({ updateRelationToKid: { relationToKid: 'mother' } });
    expect(codeOf(await app.gql(otherTab, relation))).toBe('PARENT_AREA_REQUIRED');
  });

  it('refuses the sixth try even with the right pincode, across sessions of the family', async () => {
    const cookie = await app.signIn('buren@koran-kids.test');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await app.gql(cookie, VALIDATE, { pincode: '1111' });
      expect(wrong.data?.validatePincode).toMatchObject({ isCorrect: false, attemptsLeft: 5 - attempt });
    }
    const otherSession = await app.signIn('buren@koran-kids.test');
    const sixth = await app.gql(otherSession, VALIDATE, { pincode: '5678' });
    expect(sixth.data?.validatePincode).toMatchObject({ isCorrect: false, attemptsLeft: 0, parentAreaOpenUntil: null });
    expect(sixth.data?.validatePincode).toHaveProperty('lockedUntil', expect.any(String));
    const changed = await app.gql(
      otherSession,
      'mutation { updateUnlockKey(currentSecretKey: "5678", newSecretKey: "9999") { isCorrect } }',
    );
    expect(changed.data).toEqual({ updateUnlockKey: { isCorrect: false } });
  });

  it('counts fifteen aliased pincode checks in one request as fifteen tries', async () => {
    const cookie = await app.signIn('verlopen@koran-kids.test');
    const aliases = Array.from(
      { length: 15 },
      (_, index) => `try${index}: validatePincode(pincode: "${index === 14 ? 4321 : 1000 + index}") { isCorrect }`,
    );
    const answer = await app.gql(cookie, `mutation { ${aliases.join('\n')} }`);
    const results = Object.values(answer.data ?? {}) as { isCorrect: boolean }[];
    expect(results).toHaveLength(15);
    expect(results.every((result) => !result.isCorrect)).toBe(true);
    const { rows } = await app.database.execute(
      `select count(*)::int as n from pincode_attempts a join users u on u.id = a.user_id where u.email = 'verlopen@koran-kids.test'`,
    );
    expect(rows[0]?.n).toBe(15);
  });

  it('sets the first pincode without a current one, then needs the current one to change it', async () => {
    await app.database.execute(
      `delete from lesson_unlock_keys where user_id = (select id from users where email = 'demo@koran-kids.test')`,
    );
    const cookie = await app.signIn('demo@koran-kids.test');
    const user = await app.gql(cookie, 'query getUser { viewer { hasPincode } }');
    expect(user.data).toEqual({ viewer: { hasPincode: false } });
    const tooShort = await app.gql(cookie, 'mutation { updateUnlockKey(newSecretKey: "12") { isCorrect } }');
    expect(codeOf(tooShort)).toBe('BAD_INPUT');
    const first = await app.gql(
      cookie,
      'mutation { updateUnlockKey(newSecretKey: "2468") { isCorrect parentAreaOpenUntil } }',
    );
    expect(first.data?.updateUnlockKey).toMatchObject({ isCorrect: true, parentAreaOpenUntil: expect.any(String) });
    const withoutCurrent = await app.gql(cookie, 'mutation { updateUnlockKey(newSecretKey: "1357") { isCorrect } }');
    expect(codeOf(withoutCurrent)).toBe('PINCODE_REQUIRED');
    const withCurrent = await app.gql(
      cookie,
      'mutation { updateUnlockKey(currentSecretKey: "2468", newSecretKey: "1357") { isCorrect } }',
    );
    expect(withCurrent.data).toEqual({ updateUnlockKey: { isCorrect: true } });
    expect((await app.gql(cookie, VALIDATE, { pincode: '1357' })).data?.validatePincode).toMatchObject({
      isCorrect: true,
    });
  });

  it('shows the shop order only inside the parent area', async () => {
    const cookie = await app.signIn('buren@koran-kids.test');
    const answer = await app.gql(
      cookie,
      'query getAvailability { availability(showRawPayload: true) { maxProfiles rawPayload } }',
    );
    expect(codeOf(answer)).toBe('PARENT_AREA_REQUIRED');
    const plain = await app.gql(
      cookie,
      'query getAvailability { availability { maxProfiles profileCount canAddProfile } }',
    );
    expect(plain.data).toEqual({ availability: { maxProfiles: 4, profileCount: 2, canAddProfile: true } });
  });

  it('keeps a leading 0: "0123" is chosen, changed and opens the parent area; "123", "01234" and "abcd" do not', async () => {
    await app.database.execute(
      `delete from lesson_unlock_keys where user_id = (select id from users where email = 'demo@koran-kids.test')`,
    );
    const cookie = await app.signIn('demo@koran-kids.test');
    const chosen = await app.gql(cookie, 'mutation { updateUnlockKey(newSecretKey: "0123") { isCorrect } }');
    expect(chosen.data).toEqual({ updateUnlockKey: { isCorrect: true } });

    const child = await app.signIn('demo@koran-kids.test');
    for (const notAPincode of ['123', 'abcd', '1234567', '']) {
      const refused = await app.gql(child, VALIDATE, { pincode: notAPincode });
      expect(codeOf(refused)).toBe('BAD_INPUT');
      // The code the browser says as parent:gate.format ("A pincode has 4 to 6 digits").
      expect(refused.errors?.[0]?.extensions?.problems).toEqual({ pincode: 'format' });
    }
    // Five digits are a pincode, just not this one: a wrong try, the first that counts.
    const wrong = await app.gql(child, VALIDATE, { pincode: '01234' });
    expect(wrong.data?.validatePincode).toMatchObject({ isCorrect: false, attemptsLeft: 4, parentAreaOpenUntil: null });
    const opened = await app.gql(child, VALIDATE, { pincode: '0123' });
    expect(opened.data?.validatePincode).toMatchObject({ isCorrect: true, parentAreaOpenUntil: expect.any(String) });

    const changed = await app.gql(
      child,
      'mutation { updateUnlockKey(currentSecretKey: "0123", newSecretKey: "0070") { isCorrect } }',
    );
    expect(changed.data).toEqual({ updateUnlockKey: { isCorrect: true } });
    expect((await app.gql(child, VALIDATE, { pincode: '70' })).errors?.[0]?.extensions?.problems).toEqual({
      pincode: 'format',
    });
    expect((await app.gql(child, VALIDATE, { pincode: '0070' })).data?.validatePincode).toMatchObject({
      isCorrect: true,
    });
    const { rows } = await app.database.execute(
      `select secret_key from lesson_unlock_keys where user_id = (select id from users where email = 'demo@koran-kids.test')`,
    );
    expect(rows).toEqual([{ secret_key: '0070' }]);
  });
});
