import type { FileStorage } from '@koran-kids/content';
import { type Db, rowsOf } from '@koran-kids/db';
import { recordingFilesToRemove, recordings } from '@koran-kids/db/schema';
import { eq, sql } from 'drizzle-orm';

/** Removed at most this many files per round: a short transaction, however many wait. */
const REMOVALS_PER_ROUND = 200;

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

/** Where a recording's sound is kept: one folder per child, so a child's files are easy to find and to erase. */
export const recordingKeyOf = (childId: string, recordingId: string, contentType: string) =>
  `recordings/${childId}/${recordingId}.${EXTENSIONS[contentType] ?? 'webm'}`;

/**
 * Removes the files of deleted recordings (queued by the database's trigger in the deleting transaction), a round
 * at a time. Safe with two server copies: each round takes its keys with one `delete … returning`, so no key is
 * taken twice; a file that cannot be removed now is queued again for the next round. Returns how many were removed.
 */
export async function removeQueuedRecordingFiles(db: Db, storage: FileStorage) {
  let removed = 0;
  for (;;) {
    const taken = await rowsOf<{ storage_key: string }>(
      db,
      sql`delete from ${recordingFilesToRemove} where storage_key in (
            select storage_key from ${recordingFilesToRemove} order by queued_at
             limit ${REMOVALS_PER_ROUND} for update skip locked)
          returning storage_key`,
    );
    const failed: string[] = [];
    for (const { storage_key: key } of taken) {
      await storage.remove(key).then(
        () => removed++,
        () => failed.push(key),
      );
    }
    if (failed.length > 0) {
      await db
        .insert(recordingFilesToRemove)
        .values(failed.map((storageKey) => ({ storageKey })))
        .onConflictDoNothing();
      return removed;
    }
    if (taken.length < REMOVALS_PER_ROUND) return removed;
  }
}

/**
 * The retention rule parents read in the parent area: a recording is deleted `daysAfterHeard` days after the teacher
 * heard (or answered) it, `daysUnheard` days after it was sent if never heard; then its file is removed. One
 * `delete … returning` (idempotent: a second copy running at once deletes nothing twice). Returns how many went.
 */
export async function removeExpiredRecordings(
  db: Db,
  storage: FileStorage,
  retention: { daysAfterHeard: number; daysUnheard: number },
) {
  const expired = await db
    .delete(recordings)
    .where(
      sql`(${recordings.readAt} is not null and ${recordings.readAt} < now() - make_interval(days => ${retention.daysAfterHeard}))
       or (${recordings.readAt} is null and ${recordings.createdAt} < now() - make_interval(days => ${retention.daysUnheard}))`,
    )
    .returning({ id: recordings.id });
  await removeQueuedRecordingFiles(db, storage);
  return expired.length;
}

const MOVE_LOCK = sql`pg_try_advisory_xact_lock(hashtextextended('recordings:move-to-storage', 0))`;

/**
 * Installations from before recordings were files: the migration left each sound in `recordings_awaiting_move`. Each
 * is written to storage and taken out of the database, one per transaction under one lock: a second copy starting
 * meanwhile leaves the move to the one holding it (never waiting past the lock timeout). The emptied table is
 * dropped. A restart half way goes on where it stopped. Returns how many this copy moved.
 */
export async function moveRecordingsOutOfDatabase(db: Db, storage: FileStorage) {
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [lock] = await rowsOf<{ locked: boolean }>(tx as unknown as Db, sql`select ${MOVE_LOCK} as locked`);
      if (!lock?.locked) return true;
      const [table] = await rowsOf<{ exists: boolean }>(
        tx as unknown as Db,
        sql`select to_regclass('recordings_awaiting_move') is not null as exists`,
      );
      if (!table?.exists) return true;
      const [waiting] = await rowsOf<{ id: string; audio: Uint8Array }>(
        tx as unknown as Db,
        sql`select id, audio from recordings_awaiting_move limit 1`,
      );
      if (!waiting) {
        await tx.execute(sql`drop table recordings_awaiting_move`);
        return true;
      }
      const [row] = await tx
        .select({ key: recordings.storageKey })
        .from(recordings)
        .where(eq(recordings.id, waiting.id));
      // A row erased since the migration has no file to get.
      if (row) await storage.put(row.key, waiting.audio);
      await tx.execute(sql`delete from recordings_awaiting_move where id = ${waiting.id}`);
      moved += row ? 1 : 0;
      return false;
    });
    if (done) return moved;
  }
}
