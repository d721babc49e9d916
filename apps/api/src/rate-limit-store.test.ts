import type { Db } from '@koran-kids/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postgresRateLimitStore, WRITE_EVERY_MS } from './rate-limit-store.ts';

const MINUTE = 60_000;
type Row = { key: string; hits: number; ttl_ms: number };

/** A database whose every statement waits until the test answers it with the totals (or an error). */
function heldDatabase() {
  const pending: { answer: (rows: Row[]) => void; fail: (error: Error) => void }[] = [];
  const execute = () =>
    new Promise((resolve, reject) => pending.push({ answer: (rows) => resolve({ rows }), fail: reject }));
  // The counters send one statement through `execute`; a whole Drizzle database is not needed to hold it.
  const db = { execute } as unknown as Db;
  const next = () => {
    const statement = pending.shift();
    if (!statement) throw new Error('no statement is waiting');
    return statement;
  };
  return { db, isWaiting: () => pending.length > 0, next };
}

/** The count of `key` after one more request, as @fastify/rate-limit asks the store. */
function hit(store: ReturnType<typeof postgresRateLimitStore>, key: string) {
  return new Promise<number>((resolve, reject) =>
    new store.Store().incr(key, (error, counted) => (error ? reject(error) : resolve(counted?.current ?? 0)), MINUTE),
  );
}

describe('the rate limit counters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps counting the requests whose hits are on their way to the database', async () => {
    const database = heldDatabase();
    const store = postgresRateLimitStore(database.db);
    const first = hit(store, 'session:a');
    database.next().answer([{ key: 'session:a', hits: 1, ttl_ms: MINUTE }]);
    expect(await first).toBe(1);
    for (let request = 2; request <= 10; request++) expect(await hit(store, 'session:a')).toBe(request);

    // The nine hits counted in memory go to the database; until it answers, they still count.
    await vi.advanceTimersByTimeAsync(WRITE_EVERY_MS);
    expect(database.isWaiting()).toBe(true);
    expect(await hit(store, 'session:a')).toBe(11);

    database.next().answer([{ key: 'session:a', hits: 10, ttl_ms: MINUTE - WRITE_EVERY_MS }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(await hit(store, 'session:a')).toBe(12);
  });

  it('still counts the hits a failed write will send again', async () => {
    const database = heldDatabase();
    const store = postgresRateLimitStore(database.db);
    const first = hit(store, 'address:b');
    database.next().answer([{ key: 'address:b', hits: 1, ttl_ms: MINUTE }]);
    await first;
    for (let request = 2; request <= 5; request++) await hit(store, 'address:b');

    await vi.advanceTimersByTimeAsync(WRITE_EVERY_MS);
    database.next().fail(new Error('the database is away'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await hit(store, 'address:b')).toBe(6);
  });
});
