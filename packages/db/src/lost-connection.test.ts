import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as db from './index.ts';
import { createTestDatabase, testEngines } from './testing.ts';

describe.runIf(testEngines().includes('postgres'))('a connection lost in the middle of a request', () => {
  let database: db.Database;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database?.close());

  it('fails that transaction as "not now" and keeps the process and the pool working', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const [own] = await db.rowsOf<{ pid: number }>(tx as unknown as db.Db, sql`select pg_backend_pid() as pid`);
        // As a restart, a failover or an operator would: the server ends this connection between two statements.
        await database.execute('select pg_terminate_backend($1)', [own?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(failure).not.toBeNull();
    expect(db.isDatabaseUnavailable(failure)).toBe(true);
    expect((await database.execute('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('tells "not now" from "wrong": a mistake in a statement is no outage', async () => {
    const mistake = await database.execute('select * from no_such_table').catch((error: unknown) => error);
    expect(db.isDatabaseUnavailable(mistake)).toBe(false);
  });
});
