import {
  checkLesson,
  type LessonPack,
  type Publisher,
  recordLessonVersion,
  recordRecitationSource,
  writeLesson,
} from '@koran-kids/content';
import type { Db, Tx } from '@koran-kids/db';
import { contentSources, courses, lessons, lessonVersions, users } from '@koran-kids/db/schema';
import { recitationCreditInput } from '@koran-kids/input/forms/staff';
import { and, eq, max, sql } from 'drizzle-orm';
import { fail, parseOrFail } from '../../errors.ts';
import { type Actor, recordStaffChange } from '../../staff/audit.ts';
import { authoredCourseId } from '../../staff/course.ts';
import { lessonRow, summaryOf } from './lesson-editor.service.ts';

// Lessons written in the staff area: a draft in the pack's own format (FORMAT.md), checked by the pack's own rules,
// published through the import's own writer (docs/decisions.md: Content authoring).

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
