import {
  ContentPackError,
  importWordTimings,
  parseTanzilTranslation,
  recordTranslationSource,
} from '@koran-kids/content';
import type { Db, Tx } from '@koran-kids/db';
import { lessons, libraryDownloads, libraryDownloadsAttachments, verses } from '@koran-kids/db/schema';
import { UPLOAD_KINDS } from '@koran-kids/input/forms/uploads';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';
import { authoredCourseId } from '../../staff/course.ts';

type FileType = 'mp3' | 'text' | 'png' | 'jpeg' | 'webp' | 'pdf' | 'zip';

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

/** What a file's first bytes say it is (its name may say otherwise). */
export function fileTypeOf(head: Uint8Array): FileType | null {
  if (startsWith(head, [0x49, 0x44, 0x33])) return 'mp3'; // "ID3" tag
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'mp3'; // an MPEG frame's sync bits
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // "%PDF-"
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  const isText =
    head.length > 0 && head.every((byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || byte >= 0x20);
  return isText ? 'text' : null;
}

/** Every verse of the course's lessons as `surah:ayah`: a reciter's other files need not be sent at all. */
export async function courseVerseKeys(db: Db) {
  const courseId = await authoredCourseId(db);
  const rows = await db
    .selectDistinct({ surah: verses.surahNumber, ayah: verses.ayahNumber })
    .from(verses)
    .innerJoin(lessons, eq(lessons.id, verses.lessonId))
    .where(eq(lessons.courseId, courseId));
  return rows.map(({ surah, ayah }) => `${surah}:${ayah}`);
}

/** The verses of the course that a recitation named `SSSAAA.mp3` recites. */
export async function versesRecitedBy(db: Db, name: string) {
  const match = UPLOAD_KINDS.recitation.name.exec(name);
  const courseId = await authoredCourseId(db);
  const rows = await db
    .select({ id: verses.id, lessonId: verses.lessonId })
    .from(verses)
    .innerJoin(lessons, eq(lessons.id, verses.lessonId))
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(verses.surahNumber, Number(match?.[1])),
        eq(verses.ayahNumber, Number(match?.[2])),
      ),
    );
  return { verse: `${Number(match?.[1])}:${Number(match?.[2])}`, verseIds: rows.map((row) => row.id) };
}

export async function attachRecitation(
  db: Db,
  actor: Actor,
  upload: { name: string; key: string; verseIds: number[]; durationMs: number | null },
) {
  const filename = upload.name.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(verses)
      .set({ attachmentKey: upload.key, attachmentFilename: filename, recitationDurationMs: upload.durationMs })
      .where(inArray(verses.id, upload.verseIds));
    await recordStaffChange(tx, actor, 'upload-content-file', `file:${upload.key}`, {
      kind: 'recitation',
      file: filename,
    });
  });
}

/** Gives the course's verses the file's Dutch translation; lines for verses outside the course are counted, not kept. */
export async function importDutchTranslation(db: Db, actor: Actor, upload: { name: string; text: string }) {
  const translation = parseTanzilTranslation(upload.text, upload.name);
  const courseId = await authoredCourseId(db);
  return db.transaction(async (tx) => {
    const courseVerses = await tx
      .select({ id: verses.id, surah: verses.surahNumber, ayah: verses.ayahNumber })
      .from(verses)
      .innerJoin(lessons, eq(lessons.id, verses.lessonId))
      .where(eq(lessons.courseId, courseId));
    const dutch = courseVerses.flatMap((verse) => {
      const nl = translation.verses.get(`${verse.surah}:${verse.ayah}`);
      return nl ? [{ id: verse.id, nl }] : [];
    });
    // One statement for the whole course, however many verses it has.
    await tx.execute(sql`
      update verses v set translation = v.translation || jsonb_build_object('nl', t.nl)
        from jsonb_to_recordset(${JSON.stringify(dutch)}::jsonb) as t(id int, nl text)
       where v.id = t.id`);
    const translated = dutch.length;
    await recordTranslationSource(tx, translation.notice, upload.name);
    await recordStaffChange(tx, actor, 'upload-content-file', `translation:nl`, {
      kind: 'translation',
      file: upload.name,
      verses: translated,
    });
    return { versesTranslated: translated, linesRead: translation.verses.size, notice: translation.notice };
  });
}

/** Word timings for the recitations the verses have now; a file that does not match a verse changes nothing. */
export async function importTimings(db: Db, actor: Actor, upload: { name: string; text: string }) {
  return db.transaction(async (tx) => {
    const imported = await importWordTimings(tx, upload.text, upload.name);
    await refuseTimingsPastAudio(tx, upload.name);
    await recordStaffChange(tx, actor, 'upload-content-file', 'timings', {
      kind: 'timings',
      file: upload.name,
      verses: imported.versesTimed,
    });
    return imported;
  });
}

/**
 * MP3 durations are read from frame headers and encoders pad the end: a word may end this much after the duration
 * read and still be within the audio.
 */
const AUDIO_END_MARGIN_MS = 250;

/** A verse whose (just stored) timings run past the end of its recitation: the whole file is refused. */
async function refuseTimingsPastAudio(tx: Tx, file: string) {
  const [late] = await tx
    .select({
      surah: verses.surahNumber,
      ayah: verses.ayahNumber,
      endMs: sql<number>`(${verses.wordTimings} -> -1 ->> 1)::int`,
      durationMs: verses.recitationDurationMs,
    })
    .from(verses)
    .where(
      and(
        eq(verses.wordTimingsFor, verses.attachmentKey),
        isNotNull(verses.recitationDurationMs),
        sql`(${verses.wordTimings} -> -1 ->> 1)::int > ${verses.recitationDurationMs} + ${AUDIO_END_MARGIN_MS}`,
      ),
    )
    .orderBy(verses.surahNumber, verses.ayahNumber)
    .limit(1);
  if (!late) return;
  const verse = `${late.surah}:${late.ayah}`;
  throw new ContentPackError(
    file,
    null,
    { code: 'timings-past-audio', params: { verse, endMs: late.endMs, durationMs: late.durationMs ?? 0 } },
    `verse ${verse}: a word ends at ${late.endMs} ms, after its recitation's end (${late.durationMs} ms)`,
  );
}

export async function lessonInCourse(db: Db, lessonId: number) {
  const courseId = await authoredCourseId(db);
  const [lesson] = await db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  return lesson ?? null;
}

export async function attachLessonImage(db: Db, actor: Actor, upload: { lessonId: number; key: string; name: string }) {
  await db.transaction(async (tx) => {
    await tx.update(lessons).set({ image: upload.key }).where(eq(lessons.id, upload.lessonId));
    await recordStaffChange(tx, actor, 'upload-content-file', `lesson:${upload.lessonId}`, {
      kind: 'image',
      file: upload.name,
    });
  });
}

/** A worksheet made elsewhere: one PDF for both languages, under its titles, in the library at once. */
export async function addDownload(
  db: Db,
  actor: Actor,
  upload: { key: string; name: string; size: number; title: { nl: string; en: string } },
) {
  const courseId = await authoredCourseId(db);
  return db.transaction(async (tx) => {
    const [download] = await tx
      .insert(libraryDownloads)
      .values({ courseId, key: `upload-${crypto.randomUUID()}`, title: upload.title })
      .returning({ id: libraryDownloads.id });
    if (!download) throw new Error('download was not written');
    await tx.insert(libraryDownloadsAttachments).values(
      (['nl', 'en'] as const).map((language) => ({
        libraryDownloadId: download.id,
        language,
        key: upload.key,
        filename: upload.name.toLowerCase(),
        fileType: 'application/pdf',
        sizeBytes: upload.size,
      })),
    );
    await recordStaffChange(tx, actor, 'upload-content-file', `download:${download.id}`, {
      kind: 'download',
      file: upload.name,
      title: upload.title.nl,
    });
    return download.id;
  });
}
