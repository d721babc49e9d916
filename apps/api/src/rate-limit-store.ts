import type { Db } from '@koran-kids/db';
import { rowsOf } from '@koran-kids/db';
import { sql } from 'drizzle-orm';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, counted?: Counted) => void;

/** How often counters of windows long gone are removed. */
const CLEAN_EVERY_MS = 10 * 60 * 1000;
/** How often this copy writes its counts and reads back what every copy counted together. */
export const WRITE_EVERY_MS = 250;

/** A key's count as every copy counted it, at the last write, and when its window ends. */
type Shared = { hits: number; endsAt: number };

/**
 * Request counters kept in PostgreSQL, so that every server copy sees the same counts and two copies do not double
 * the limits, but written off the request's way: a key this copy has not seen in its window is written at once
 * (its count may come from another copy), after that the copy counts in memory and writes all its keys' new hits in
 * one statement every 250 ms, reading back the totals. A request waits for the database once per session and
 * minute, not every time; another copy's requests reach this one's counts within 250 ms.
 */
class SharedCounters {
  private readonly shared = new Map<string, Shared>();
  /** Hits counted here and not written yet, per window length and key. */
  private readonly unwritten = new Map<number, Map<string, number>>();
  /** Hits on their way to the database: still counted until the totals that hold them come back. */
  private readonly beingWritten = new Set<Map<string, number>>();
  private writing: Promise<void> | null = null;
  private lastCleaned = Date.now();

  constructor(private readonly db: Db) {}

  async count(key: string, windowMs: number): Promise<Counted> {
    if (Date.now() - this.lastCleaned > CLEAN_EVERY_MS) this.removeOldWindows();
    const known = this.shared.get(key);
    if (!known || known.endsAt <= Date.now()) {
      await this.write(windowMs, new Map([[key, 1]]));
      return this.countedOf(key, this.unwrittenOf(key));
    }
    const keys = this.unwritten.get(windowMs) ?? new Map<string, number>();
    this.unwritten.set(windowMs, keys);
    keys.set(key, (keys.get(key) ?? 0) + 1);
    this.writeSoon();
    return this.countedOf(key, this.unwrittenOf(key));
  }

  /** Writes what is left (the server is closing). */
  async flush() {
    await this.writing;
    await this.writeUnwritten();
  }

  private countedOf(key: string, unwritten: number): Counted {
    const shared = this.shared.get(key) ?? { hits: 0, endsAt: Date.now() };
    return { current: shared.hits + unwritten, ttl: Math.max(0, shared.endsAt - Date.now()) };
  }

  private unwrittenOf(key: string) {
    let hits = 0;
    for (const keys of this.unwritten.values()) hits += keys.get(key) ?? 0;
    for (const keys of this.beingWritten) hits += keys.get(key) ?? 0;
    return hits;
  }

  private writeSoon() {
    if (this.writing) return;
    this.writing = new Promise<void>((resolve) => setTimeout(resolve, WRITE_EVERY_MS).unref())
      .then(() => this.writeUnwritten())
      .finally(() => {
        this.writing = null;
        if (this.unwritten.size > 0) this.writeSoon();
      });
  }

  private async writeUnwritten() {
    const batches = [...this.unwritten];
    this.unwritten.clear();
    await Promise.all(
      batches.map(([windowMs, keys]) =>
        this.write(windowMs, keys).catch(() => {
          // The database is away: these hits are written with the next ones.
          const again = this.unwritten.get(windowMs) ?? new Map<string, number>();
          for (const [key, hits] of keys) again.set(key, (again.get(key) ?? 0) + hits);
          this.unwritten.set(windowMs, again);
        }),
      ),
    );
  }

  /** Adds the hits, starting a new window where the last one has passed, and keeps the totals every copy counted. */
  private async write(windowMs: number, hits: Map<string, number>) {
    const window = sql`${windowMs} * interval '1 millisecond'`;
    const [keys, counts] = [sql.param([...hits.keys()]), sql.param([...hits.values()])];
    this.beingWritten.add(hits);
    try {
      const rows = await rowsOf<{ key: string; hits: number; ttl_ms: number }>(
        this.db,
        sql`insert into rate_limit_counters as counter (key, window_started_at, hits)
            select key, now(), hits from unnest(${keys}::text[], ${counts}::int[]) as t(key, hits)
            on conflict (key) do update set
              hits = case when counter.window_started_at > now() - ${window}
                          then counter.hits + excluded.hits else excluded.hits end,
              window_started_at = case when counter.window_started_at > now() - ${window}
                                       then counter.window_started_at else now() end
            returning key, hits, extract(epoch from (window_started_at + ${window} - now())) * 1000 as ttl_ms`,
      );
      const now = Date.now();
      for (const row of rows) this.shared.set(row.key, { hits: Number(row.hits), endsAt: now + Number(row.ttl_ms) });
    } finally {
      // In the same turn as the totals that now hold them (or, failed, before they are queued again).
      this.beingWritten.delete(hits);
    }
  }

  private removeOldWindows() {
    this.lastCleaned = Date.now();
    const now = Date.now();
    for (const [key, shared] of this.shared) if (shared.endsAt <= now) this.shared.delete(key);
    this.db
      .execute(sql`delete from rate_limit_counters where window_started_at < now() - interval '1 hour'`)
      .catch(() => undefined);
  }
}

/** A @fastify/rate-limit store on the counters above; `flush` writes what is left when the server closes. */
export function postgresRateLimitStore(db: Db) {
  const counters = new SharedCounters(db);
  const Store = class PostgresRateLimitStore {
    incr(key: string, done: Done, timeWindowMs: number) {
      counters.count(key, timeWindowMs).then(
        (counted) => done(null, counted),
        (error: unknown) => done(error instanceof Error ? error : new Error('rate limit not counted')),
      );
    }

    child() {
      return this;
    }
  };
  return { Store, flush: () => counters.flush() };
}
