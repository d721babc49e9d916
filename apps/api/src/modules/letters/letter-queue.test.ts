import { openDatabase, sqlRunnerOf } from '@koran-kids/db';
import { createBlankPostgresDatabase, testEngines } from '@koran-kids/db/testing';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLetterQueue } from './letter-queue.ts';

/** Pairs of copies started at once: without a retry about one pair in four lost a copy to a deadlock. */
const PAIRS = 15;

describe.runIf(testEngines().includes('postgres'))('the letters queue, made by two copies starting at once', () => {
  let database: Awaited<ReturnType<typeof createBlankPostgresDatabase>>;
  let secondCopysDatabase: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    database = await createBlankPostgresDatabase();
    secondCopysDatabase = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
  });
  afterAll(async () => {
    await secondCopysDatabase?.close();
    await database?.close();
  });

  it('is ready in both copies every time, one queue with its schedule', async () => {
    for (let pair = 0; pair < PAIRS; pair++) {
      // Each pair in a queue schema of its own: as on a new database, neither copy finds the queue made.
      const started = await Promise.allSettled(
        [database, secondCopysDatabase].map((db) => {
          const run = sqlRunnerOf(db.db);
          const newBoss = () =>
            new PgBoss({ db: { executeSql: (text, values) => run(text, values) }, schema: `letters_${pair}` });
          return startLetterQueue(newBoss, '0 3 1 1 *');
        }),
      );
      const copies = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual([]);
        const [first] = copies;
        expect(await first?.getQueue('weekly-letters')).toMatchObject({ name: 'weekly-letters', policy: 'stately' });
        expect(await first?.getSchedules()).toHaveLength(1);
      } finally {
        await Promise.all(copies.map((boss) => boss.stop({ graceful: false, close: false, wait: true })));
      }
    }
  }, 120_000);
});
