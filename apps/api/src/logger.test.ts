import { PassThrough } from 'node:stream';
import { testEngines } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app.ts';

const CHILD_NAME = 'Geheime Naam';
const USERNAME = 'geheim_kind';

describe.each(testEngines())('the server log on an unexpected error on %s', (engine) => {
  let app: TestApp;
  let logged = '';

  beforeAll(async () => {
    const logs = new PassThrough();
    logs.on('data', (chunk: Buffer) => {
      logged += chunk.toString('utf8');
    });
    app = await startTestApp({ engine, logs });
    // The database fails every new profile, as a full disk or a broken replica would.
    await app.database.execute(`
      create function refuse_profiles() returns trigger language plpgsql as $$
        begin raise exception 'the disk is full' using detail = 'row: ' || new.name; end $$`);
    await app.database.execute(
      'create trigger refuse_profiles before insert on users_children for each row execute function refuse_profiles()',
    );
  });
  afterAll(() => app.close());

  it('answers with the generic error and logs neither the name, the username nor the statement values', async () => {
    const cookie = await app.signIn('buren@koran-kids.test');
    const family = await app.gql(cookie, '{ subscription { id } }');
    const subscriptionId = (family.data?.subscription as { id: string } | undefined)?.id;
    await app.gql(cookie, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    const created = await app.gql(
      cookie,
      'mutation c($input: CreateUserChildInput!) { createUserChild(input: $input) { id } }',
      {
        input: {
          subscriptionId,
          username: USERNAME,
          name: CHILD_NAME,
          gender: 'girl',
          dateOfBirth: '2018-05-01',
          avatar: 'girl-2',
        },
      },
    );
    expect(created.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(created)).not.toContain(CHILD_NAME);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toContain('users_children');
    expect(logged).not.toContain(CHILD_NAME);
    expect(logged).not.toContain(USERNAME);
  });
});
