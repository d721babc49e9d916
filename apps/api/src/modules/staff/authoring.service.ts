import {
  checkLesson,
  type LessonPack,
  type Publisher,
  readLessonPack,
  readSurah,
  recordLessonVersion,
  recordRecitationSource,
  surahTokens,
  writeLesson,
} from '@koran-kids/content';
import type { Db, Tx } from '@koran-kids/db';
import { contentSources, courses, lessons, lessonVersions, users, verses } from '@koran-kids/db/schema';
import { recitationCreditInput } from '@koran-kids/input/forms/staff';
import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';
import { findCourse } from '../shop/shop.service.ts';
import { type Actor, recordStaffChange } from './audit.service.ts';

// Lessons written in the staff area: a draft in the pack's own format (FORMAT.md), checked by the pack's own rules,
// published through the import's own writer (docs/decisions.md: Content authoring).

/** The installation's course: one per installation (DECISIONS: The course), as the shop finds it. */
export async function authoredCourseId(db: Db | Tx) {
  return (await findCourse(db))?.id ?? fail('NOT_FOUND', 'no course has been imported');
}

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

async function summaryOf(db: Db | Tx, lessonId: number) {
  const [row] = await db.select(summaryColumns).from(lessons).where(eq(lessons.id, lessonId));
  return row ? withDates(row) : fail('NOT_FOUND', 'no such lesson');
}

async function lessonRow(db: Db | Tx, lessonId: number) {
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

/** Far more than any lesson of the demo course (about 6,000), far less than a flood. */
const LESSON_MAX_CHARACTERS = 60_000;

/** The lesson as the pack's rules accept it, or BAD_INPUT naming every mistake at its field (`quiz.2.answer`). */
function checkedOrFail(input: unknown): LessonPack {
  if (JSON.stringify(input).length > LESSON_MAX_CHARACTERS)
    fail('BAD_INPUT', 'the lesson is too long', { problems: { lesson: 'too-long' } });
  const checked = checkLesson(input);
  if (checked.lesson) return checked.lesson;
  const problems = Object.fromEntries(checked.problems.map((problem) => [problem.path.join('.'), problem.code]));
  return fail('BAD_INPUT', 'the lesson has mistakes; nothing was saved', { problems });
}

/**
 * Saves a draft (children see nothing of it). A new lesson comes at the end of the course, unpublished; a lesson's
 * place and surah are its own and stay.
 */
export async function saveLessonDraft(
  db: Db,
  actor: Actor & { userId: string },
  change: { lessonId: number | null; lesson: unknown },
) {
  const courseId = await authoredCourseId(db);
  const existing = change.lessonId === null ? null : await lessonRow(db, change.lessonId);
  return db.transaction(async (tx) => {
    const sequence = existing?.sequence ?? (await nextSequence(tx, courseId));
    const input = typeof change.lesson === 'object' && change.lesson !== null ? change.lesson : {};
    const surah = existing?.surahNumber ?? (input as { surah?: unknown }).surah;
    const draft = checkedOrFail({ ...input, sequence, surah });
    const savedAt = new Date();
    const [saved] = existing
      ? await tx
          .update(lessons)
          .set({ draft, draftSavedAt: savedAt })
          .where(eq(lessons.id, existing.id))
          .returning({ id: lessons.id })
      : await tx
          .insert(lessons)
          .values({
            courseId,
            sequence,
            lessonNumber: sequence,
            surahNumber: draft.surah,
            name: draft.name,
            published: false,
            locked: true,
            draft,
            draftSavedAt: savedAt,
          })
          .returning({ id: lessons.id });
    if (!saved) fail('NOT_FOUND', 'no such lesson');
    await recordStaffChange(tx, actor, 'save-lesson-draft', `lesson:${saved.id}`, { title: draft.name.nl, sequence });
    return summaryOf(tx, saved.id);
  });
}

async function nextSequence(tx: Tx, courseId: number) {
  const [last] = await tx
    .select({ sequence: max(lessons.sequence) })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  return (last?.sequence ?? 0) + 1;
}

export async function courseSlugOf(db: Db | Tx, courseId: number) {
  const [course] = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, courseId));
  return course?.slug ?? fail('NOT_FOUND', 'no such course');
}

/** Who publishes, by their name as it is now. */
export async function publisherOf(tx: Db | Tx, userId: string): Promise<Publisher> {
  const [user] = await tx
    .select({
      name: sql<string>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email}, 'staff')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { userId, name: user?.name ?? 'staff' };
}

/** Writes the lesson as children see it, through the import's writer, and records it in the history. */
async function publish(tx: Tx, courseId: number, lesson: LessonPack, userId: string) {
  const { lessonId } = await writeLesson(tx, courseId, lesson);
  return recordLessonVersion(tx, lessonId, lesson, await publisherOf(tx, userId));
}

/** Publishes the draft: children see it at once; their progress stays (the lesson keeps its place and tasks). */
export async function publishLessonDraft(db: Db, actor: { userId: string }, lessonId: number) {
  const row = await lessonRow(db, lessonId);
  if (row.draft === null) fail('NOT_FOUND', 'the lesson has no draft to publish');
  const lesson = checkedOrFail(row.draft);
  return db.transaction(async (tx) => {
    const version = await publish(tx, row.courseId, lesson, actor.userId);
    await tx.update(lessons).set({ draft: null, draftSavedAt: null }).where(eq(lessons.id, lessonId));
    await recordStaffChange(tx, actor, 'publish-lesson', `lesson:${lessonId}`, { title: lesson.name.nl, version });
    return summaryOf(tx, lessonId);
  });
}

export async function discardLessonDraft(db: Db, actor: { userId: string }, lessonId: number) {
  const row = await lessonRow(db, lessonId);
  if (!row.isPublished) fail('BAD_INPUT', 'a lesson never published has only its draft');
  await db.transaction(async (tx) => {
    await tx.update(lessons).set({ draft: null, draftSavedAt: null }).where(eq(lessons.id, lessonId));
    await recordStaffChange(tx, actor, 'discard-lesson-draft', `lesson:${lessonId}`, { title: row.name.nl });
  });
  return { ...row, hasDraft: false, draftSavedAt: null };
}

/** Puts an earlier published version back: published again as a new version; a draft being written stays. */
export async function restoreLessonVersion(
  db: Db,
  actor: { userId: string },
  change: { lessonId: number; version: number },
) {
  const row = await lessonRow(db, change.lessonId);
  const [earlier] = await db
    .select({ content: lessonVersions.content })
    .from(lessonVersions)
    .where(and(eq(lessonVersions.lessonId, change.lessonId), eq(lessonVersions.version, change.version)));
  if (!earlier) fail('NOT_FOUND', 'no such version of the lesson');
  // Its place in the course is the lesson's own, whatever it was when that version was published.
  const lesson = checkedOrFail({ ...(earlier.content as object), sequence: row.sequence });
  return db.transaction(async (tx) => {
    const version = await publish(tx, row.courseId, lesson, actor.userId);
    await recordStaffChange(tx, actor, 'restore-lesson', `lesson:${change.lessonId}`, {
      title: lesson.name.nl,
      restored: change.version,
      version,
    });
    return summaryOf(tx, change.lessonId);
  });
}

/** Who recites the recitations staff upload: checked as any text staff write, recorded for the credits page. */
export async function saveRecitationCredit(
  db: Db,
  actor: { userId: string },
  credit: { name: string; notice: string; licence: string },
) {
  const checked = parseOrFail(recitationCreditInput, credit, 'the credit is not complete');
  return db.transaction(async (tx) => {
    await recordRecitationSource(tx, checked);
    await recordStaffChange(tx, actor, 'record-recitation-credit', 'source:recitation', { name: checked.name });
    const [source] = await tx.select().from(contentSources).where(eq(contentSources.key, 'recitation'));
    return source ?? fail('NOT_FOUND', 'the credit was not recorded');
  });
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
