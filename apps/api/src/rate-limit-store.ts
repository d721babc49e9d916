import type { Db } from '@koran-kids/db';
import { rowsOf } from '@koran-kids/db';
import { sql } from 'drizzle-orm';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, counted?: Counted) => void;

/** How often counters of windows long gone are removed. */
const CLEAN_EVERY_MS = 10 * 60 * 1000;

/**
 * A @fastify/rate-limit store that counts in PostgreSQL, so that every server copy sees the same counters and two
 * copies do not double the limits. One statement per counted request: it starts a new window when the last one
 * has passed, and otherwise adds one.
 */
export function postgresRateLimitStore(db: Db) {
  let lastCleaned = Date.now();
  const removeOldWindows = () => {
    lastCleaned = Date.now();
    db.execute(sql`delete from rate_limit_counters where window_started_at < now() - interval '1 hour'`).catch(
      () => undefined,
    );
  };

  return class PostgresRateLimitStore {
    incr(key: string, done: Done, timeWindowMs: number) {
      if (Date.now() - lastCleaned > CLEAN_EVERY_MS) removeOldWindows();
      const window = sql`${timeWindowMs} * interval '1 millisecond'`;
      rowsOf<{ hits: number; ttl_ms: number }>(
        db,
        sql`insert into rate_limit_counters as counter (key, window_started_at, hits) values (${key}, now(), 1)
            on conflict (key) do update set
              hits = case when counter.window_started_at > now() - ${window} then counter.hits + 1 else 1 end,
              window_started_at = case when counter.window_started_at > now() - ${window}
                                       then counter.window_started_at else now() end
            returning hits, extract(epoch from (window_started_at + ${window} - now())) * 1000 as ttl_ms`,
      ).then(
        ([counted]) => done(null, { current: Number(counted?.hits ?? 1), ttl: Math.max(0, Number(counted?.ttl_ms)) }),
        (error: unknown) => done(error instanceof Error ? error : new Error('rate limit not counted')),
      );
    }

    child() {
      return this;
    }
  };
}
