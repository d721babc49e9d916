import { type LessonPack, readLessonPack, readSurah, surahTokens } from '@koran-kids/content';
import type { Db, Tx } from '@koran-kids/db';
import { lessons, lessonVersions, verses } from '@koran-kids/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { fail } from '../../errors.ts';
import { authoredCourseId } from '../../staff/course.ts';

// What the lesson editor reads: the course's lessons, one lesson with its verses and history, a new lesson's start.

// Spelled out: inside a sub-select, a column of the outer table needs its table's name.
const latestVersion = sql<
  number | null
>`(select max(v.version) from lesson_versions v where v.lesson_id = "lessons"."id")`;
const latestPublishedAt = sql<string | null>`(select max(v.published_at) from lesson_versions v
  where v.lesson_id = "lessons"."id")`;

const summaryColumns = {
  id: lessons.id,
  sequence: lessons.sequence,
  surahNumber: lessons.surahNumber,
  name: lessons.name,
  isPublished: lessons.published,
  hasDraft: sql<boolean>`${lessons.draft} is not null`,
  draftSavedAt: lessons.draftSavedAt,
  version: latestVersion,
  publishedAt: latestPublishedAt,
};

export async function lessonsForAuthoring(db: Db) {
  const courseId = await authoredCourseId(db);
  const rows = await db
    .select(summaryColumns)
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sequence));
  return rows.map(withDates);
}

/** PostgreSQL's text for a sub-select's timestamp, as a Date like the columns'. */
const withDates = <Row extends { publishedAt: string | Date | null }>(row: Row) => ({
  ...row,
  publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
});

export async function summaryOf(db: Db | Tx, lessonId: number) {
  const [row] = await db.select(summaryColumns).from(lessons).where(eq(lessons.id, lessonId));
  return row ? withDates(row) : fail('NOT_FOUND', 'no such lesson');
}

export async function lessonRow(db: Db | Tx, lessonId: number) {
  const courseId = await authoredCourseId(db);
  const [row] = await db
    .select({ ...summaryColumns, courseId: lessons.courseId, draft: lessons.draft, image: lessons.image })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  return row ? withDates(row) : fail('NOT_FOUND', 'no such lesson');
}

/** The verses as children get them; for a lesson not yet published, straight from quran-json. */
async function versesOf(db: Db, lessonId: number, surah: number) {
  const rows = await db
    .select({
      id: verses.id,
      ayahNumber: verses.ayahNumber,
      verse: verses.verse,
      pronunciation: verses.pronunciation,
      translation: verses.translation,
      attachmentKey: verses.attachmentKey,
      wordTimings: verses.wordTimings,
      wordTimingsFor: verses.wordTimingsFor,
    })
    .from(verses)
    .where(eq(verses.lessonId, lessonId))
    .orderBy(asc(verses.sequence));
  return rows.length > 0 ? rows : surahVerses(surah);
}

/** A surah's verses straight from quran-json, for a lesson not yet published. */
function surahVerses(surah: number) {
  return readSurah(surah).verses.map((verse) => ({
    id: -verse.id,
    ayahNumber: verse.id,
    verse: verse.text,
    pronunciation: verse.transliteration,
    translation: { en: verse.translation } as { en: string; nl?: string },
    attachmentKey: null,
    wordTimings: null,
    wordTimingsFor: null,
  }));
}

export async function versionsOf(db: Db, lessonId: number) {
  return db
    .select({
      version: lessonVersions.version,
      publishedAt: lessonVersions.publishedAt,
      publishedBy: lessonVersions.publishedBy,
      changedFields: lessonVersions.changedFields,
    })
    .from(lessonVersions)
    .where(eq(lessonVersions.lessonId, lessonId))
    .orderBy(desc(lessonVersions.version));
}

/** Everything the editor shows: the lesson to edit (the draft, else what children see), the verses, the history. */
export async function lessonForAuthoring(db: Db, lessonId: number) {
  const { draft, image, courseId: _, ...summary } = await lessonRow(db, lessonId);
  const surah = summary.surahNumber ?? 1;
  const [published, lessonVerses, versions] = await Promise.all([
    summary.isPublished ? readLessonPack(db, lessonId) : null,
    versesOf(db, lessonId, surah),
    versionsOf(db, lessonId),
  ]);
  return {
    summary,
    lesson: (draft ?? published) as LessonPack,
    image,
    verses: lessonVerses,
    surahWords: [...surahTokens(surah)],
    versions,
  };
}

const untitled = { nl: '', en: '' };

/** A new lesson's editor: the surah's verses and words, its name to start from, nothing saved yet. */
export function newLessonForAuthoring(surah: number) {
  if (!Number.isInteger(surah) || surah < 1 || surah > 114)
    fail('BAD_INPUT', 'no such surah', { problems: { surah: 'range' } });
  const { transliteration, translation } = readSurah(surah);
  const lesson = {
    sequence: 0,
    surah,
    name: { nl: transliteration, en: transliteration },
    label: { nl: '', en: translation },
    description: untitled,
    content: untitled,
    tips: untitled,
    vimeo_url: null,
    words: [],
    quiz: [],
  };
  return {
    summary: null,
    lesson,
    image: null,
    verses: surahVerses(surah),
    surahWords: [...surahTokens(surah)],
    versions: [],
  };
}

/** Every surah, for a new lesson's choice. */
export function quranSurahs() {
  return Array.from({ length: 114 }, (_, index) => {
    const surah = readSurah(index + 1);
    return {
      number: surah.id,
      name: surah.transliteration,
      meaning: surah.translation,
      verseCount: surah.verses.length,
    };
  });
}
