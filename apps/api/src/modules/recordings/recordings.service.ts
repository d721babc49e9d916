import { randomUUID } from 'node:crypto';
import type { FileStorage } from '@koran-kids/content';
import { type Db, rowsOf, type Tx } from '@koran-kids/db';
import { recordings, usersChildren } from '@koran-kids/db/schema';
import { and, count, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { handInByRecording } from '../homework/homework.service.ts';
import { recordingKeyOf } from './recording-files.service.ts';

/**
 * A minute of a child's voice: enough for a verse. The web recorder asks 32 kbit/s (a minute ≈ 240 KB); the limit
 * allows twice that for a browser that records above the bitrate asked.
 */
export const RECORDING_LIMITS = { maxMs: 60_000, maxBytes: 512 * 1024 } as const;

/** What the recording's first bytes say it is: the containers browsers record into. */
export function recordingTypeOf(head: Uint8Array): string | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (starts([0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (starts([0x4f, 0x67, 0x67, 0x53])) return 'audio/ogg';
  if (starts([0x66, 0x74, 0x79, 0x70], 4)) return 'audio/mp4';
  return null;
}

export type RecordingPlace = {
  lessonId: number;
  surahNumber: number;
  ayahFrom: number;
  ayahTo: number;
  wordFrom: number | null;
  wordTo: number | null;
};

export async function maySendRecordings(db: Db, childId: string) {
  const [child] = await db
    .select({ allowed: usersChildren.maySendRecordings })
    .from(usersChildren)
    .where(eq(usersChildren.id, childId));
  return child?.allowed === true;
}

/** The surah of the verses a recording names, when they are all verses of the published lesson it names. */
export async function surahOfPlace(db: Db, place: Omit<RecordingPlace, 'surahNumber'>) {
  const rows = await rowsOf<{ count: number; surah: number | null }>(
    db,
    sql`select count(*)::int as count, min(v.surah_number) as surah from verses v
          join lessons l on l.id = v.lesson_id and l.published
         where v.lesson_id = ${place.lessonId} and v.ayah_number between ${place.ayahFrom} and ${place.ayahTo}`,
  );
  const [row] = rows;
  return row && row.count === place.ayahTo - place.ayahFrom + 1 ? row.surah : null;
}

/** The child's recordings of the last 24 hours: the day the daily cap counts (RECORDINGS_PER_CHILD_PER_DAY). */
const sentToday = async (db: Db | Tx, childId: string) => {
  const [row] = await db
    .select({ sent: count() })
    .from(recordings)
    .where(and(eq(recordings.usersChildId, childId), gt(recordings.createdAt, sql`now() - interval '1 day'`)));
  return row?.sent ?? 0;
};

/** Whether the child may still send one today; asked before its sound is read. */
export const mayRecordToday = async (db: Db, childId: string, perDay: number) =>
  (await sentToday(db, childId)) < perDay;

/**
 * Saves a recording unless the child sent `perDay` in the last 24 hours already (null then): its sound to the storage
 * first, then its row, counted and saved under a lock per child, so recordings sent at once cannot pass the cap
 * together. A refused or failed recording leaves no file behind.
 */
export async function saveRecording(
  db: Db,
  storage: FileStorage,
  recording: RecordingPlace & { childId: string; contentType: string; durationMs: number; audio: Buffer },
  perDay: number,
) {
  const { childId, audio, ...described } = recording;
  const id = randomUUID();
  const storageKey = recordingKeyOf(childId, id, recording.contentType);
  await storage.put(storageKey, audio);
  const saved = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recordings:${childId}`}, 0))`);
      if ((await sentToday(tx, childId)) >= perDay) return null;
      const [row] = await tx
        .insert(recordings)
        .values({ ...described, id, usersChildId: childId, storageKey, sizeBytes: audio.byteLength })
        .returning({ id: recordings.id, createdAt: recordings.createdAt });
      // The recording is the child's work and is kept whatever happens to its homework's hand-in (a savepoint).
      if (row)
        await tx.transaction((inner) => handInByRecording(inner, childId, recording.lessonId)).catch(() => undefined);
      return row ?? fail('NOT_FOUND', 'the recording was not saved');
    })
    .catch(async (error: unknown) => {
      await storage.remove(storageKey);
      throw error;
    });
  if (!saved) await storage.remove(storageKey);
  return saved;
}

/** Who a recording belongs to, its type and where its sound is kept; null for no such recording. */
export async function recordingToHear(db: Db, recordingId: string) {
  if (!isUuid(recordingId)) return null;
  const [row] = await db
    .select({ childId: recordings.usersChildId, contentType: recordings.contentType, key: recordings.storageKey })
    .from(recordings)
    .where(eq(recordings.id, recordingId));
  return row ?? null;
}

/** A stored file's bytes, whole; null when it is not there. */
async function bytesOf(storage: FileStorage, key: string) {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * A child's recordings for the family's export, newest first: when, which verses, and the sound itself, read from
 * the storage one at a time, so an export holds one recording in memory however many the child sent.
 */
export async function* recordingsForExport(db: Db, storage: FileStorage, childId: string) {
  const { storageKey: _, usersChildId: __, ...described } = getTableColumns(recordings);
  const list = await db
    .select({ ...described, key: recordings.storageKey })
    .from(recordings)
    .where(eq(recordings.usersChildId, childId))
    .orderBy(desc(recordings.createdAt));
  for (const { key, ...recording } of list) {
    yield { ...recording, audioBase64: (await bytesOf(storage, key))?.toString('base64') ?? null };
  }
}

export async function setMaySendRecordings(db: Db, childId: string, allowed: boolean) {
  await db.update(usersChildren).set({ maySendRecordings: allowed }).where(eq(usersChildren.id, childId));
  return allowed;
}
