/**
 * The content import's course part: the course, its lessons with their verses, words and tasks, and the progress
 * stored for them.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Tx } from '@koran-kids/db';
import {
  accomplishedAchievements,
  achievements,
  type Bilingual,
  CONTENT_KINDS,
  type ContentKind,
  courseGroups,
  courses,
  FINAL_STEPS,
  lessons,
  lessonVersions,
  unlockables,
  userLessonProgresses,
  verses,
  words,
} from '@koran-kids/db/schema';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { type Files, shortHash, stageFile, verseKey } from './import-files.ts';
import type { ContentPack, LessonPack } from './pack-schema.ts';
import { readSurah } from './quran.ts';

const ACHIEVEMENT_TITLES: Record<ContentKind, Bilingual> = {
  LESSON: { nl: 'Les bekeken', en: 'Watched the lesson' },
  SOERAH: { nl: 'Soera geleerd', en: 'Learned the surah' },
  TRANSLATION: { nl: 'Vertaling geleerd', en: 'Learned the translation' },
  DICTIONARY: { nl: 'Woorden gekend', en: 'Knows the words' },
  QUIZ: { nl: 'Quiz gespeeld', en: 'Played the quiz' },
};

export async function importCourse(tx: Tx, pack: ContentPack) {
  const { course } = pack;
  const values = {
    slug: course.slug,
    name: course.name,
    courseType: course.course_type,
    maxProfilesCount: course.max_profiles_count,
    semiStream: course.semi_stream,
    hasAchievements: course.has_achievements,
    introduction: {
      title: course.introduction.title,
      text: course.introduction.text,
      vimeoUrl: course.introduction.vimeo_url,
    },
  };
  const [row] = await tx
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: courses.slug, set: values })
    .returning({ id: courses.id });
  if (!row) throw new Error('course was not written');
  const groupRows = await tx
    .insert(courseGroups)
    .values(
      [course.course_group, ...course.other_course_groups].map(({ slug, name }) => ({ courseId: row.id, slug, name })),
    )
    .onConflictDoUpdate({
      target: courseGroups.slug,
      set: { courseId: sql`excluded.course_id`, name: sql`excluded.name` },
    })
    .returning({ id: courseGroups.id, slug: courseGroups.slug });
  const groupRow = groupRows.find((group) => group.slug === course.course_group.slug);
  if (!groupRow) throw new Error('course group was not written');
  await tx
    .insert(unlockables)
    .values(FINAL_STEPS.map((type, index) => ({ type, sequence: index + 1 })))
    .onConflictDoNothing();
  return { courseId: row.id, courseGroupId: groupRow.id };
}

/** The verse files an import brings beside the pack: a Dutch translation and recitations, by verse key. */
export type VerseMedia = {
  dutch: Map<string, string> | null;
  recitationFiles: Map<string, string> | null;
  files: Files;
};

const NO_MEDIA: VerseMedia = { dutch: null, recitationFiles: null, files: { pending: new Map() } };

export async function importLessons(
  tx: Tx,
  pack: ContentPack,
  courseId: number,
  media: VerseMedia,
  publisher: Publisher,
) {
  let verseCount = 0;
  for (const lesson of pack.lessons) {
    const written = await writeLesson(tx, courseId, lesson, media);
    await recordLessonVersion(tx, written.lessonId, lesson, publisher);
    verseCount += written.verseCount;
  }
  return verseCount;
}

/**
 * Writes one lesson as children will see it (published): its texts, its verses from quran-json, its words and its
 * tasks; the progress stored for it follows. Keyed by the course and the lesson's sequence, so progress survives.
 */
export async function writeLesson(tx: Tx, courseId: number, lesson: LessonPack, media: VerseMedia = NO_MEDIA) {
  const values = {
    courseId,
    sequence: lesson.sequence,
    lessonNumber: lesson.sequence,
    surahNumber: lesson.surah,
    name: lesson.name,
    label: lesson.label,
    description: lesson.description,
    content: lesson.content,
    tips: lesson.tips,
    quiz: lesson.quiz,
    vimeoUrl: lesson.vimeo_url,
    published: true,
    // Every lesson after the first waits for its parent (DECISIONS: Locks and unlocking).
    locked: lesson.sequence > 1,
  };
  const [row] = await tx
    .insert(lessons)
    .values(values)
    .onConflictDoUpdate({ target: [lessons.courseId, lessons.sequence], set: values })
    .returning({
      id: lessons.id,
      hasVideo: sql<boolean>`${lessons.vimeoUrl} is not null or ${lessons.videoKey} is not null`,
    });
  if (!row) throw new Error('lesson was not written');
  const verseCount = await writeVerses(tx, row.id, lesson, media);
  await writeWords(tx, row.id, lesson);
  await writeTasks(tx, row.id, row.hasVideo);
  await settleProgress(tx, row.id);
  return { lessonId: row.id, verseCount };
}

async function writeVerses(
  tx: Tx,
  lessonId: number,
  lesson: LessonPack,
  { dutch, recitationFiles, files }: VerseMedia,
) {
  const surah = readSurah(lesson.surah);
  const verseRows = surah.verses.map((verse, index) => {
    const key = verseKey(lesson.surah, verse.id);
    const recitation = recitationFiles?.get(key);
    let attachmentKey: string | null = null;
    let attachmentFilename: string | null = null;
    if (recitation) {
      const bytes = readFileSync(recitation);
      attachmentFilename = basename(recitation).toLowerCase();
      attachmentKey = `recitations/${shortHash(bytes)}/${attachmentFilename}`;
      stageFile(files, attachmentKey, bytes);
    }
    const nl = dutch?.get(key);
    return {
      lessonId,
      sequence: index + 1,
      surahNumber: lesson.surah,
      ayahNumber: verse.id,
      verse: verse.text,
      pronunciation: verse.transliteration,
      simplePronunciation: lesson.pronunciation?.[index] ?? null,
      translation: nl ? { en: verse.translation, nl } : { en: verse.translation },
      attachmentKey,
      attachmentFilename,
    };
  });
  await tx
    .insert(verses)
    .values(verseRows)
    .onConflictDoUpdate({
      target: [verses.lessonId, verses.sequence],
      set: {
        surahNumber: sql`excluded.surah_number`,
        ayahNumber: sql`excluded.ayah_number`,
        verse: sql`excluded.verse`,
        pronunciation: sql`excluded.pronunciation`,
        simplePronunciation: sql`excluded.simple_pronunciation`,
        // A Dutch translation or recitation imported earlier stays when this import brings none.
        translation: sql`${verses.translation} || excluded.translation`,
        attachmentKey: sql`coalesce(excluded.attachment_key, ${verses.attachmentKey})`,
        attachmentFilename: sql`coalesce(excluded.attachment_filename, ${verses.attachmentFilename})`,
      },
    });
  await tx.delete(verses).where(and(eq(verses.lessonId, lessonId), gt(verses.sequence, verseRows.length)));
  return verseRows.length;
}

async function writeWords(tx: Tx, lessonId: number, lesson: LessonPack) {
  const wordRows = lesson.words.map((word, index) => ({
    lessonId,
    sequence: index + 1,
    word: word.word,
    meaning: word.meaning,
  }));
  await tx
    .insert(words)
    .values(wordRows)
    .onConflictDoUpdate({
      target: [words.lessonId, words.sequence],
      set: { word: sql`excluded.word`, meaning: sql`excluded.meaning` },
    });
  await tx.delete(words).where(and(eq(words.lessonId, lessonId), gt(words.sequence, wordRows.length)));
}

/** A lesson's tasks are its achievements: watching the lesson is one only where there is a video to watch. */
async function writeTasks(tx: Tx, lessonId: number, hasVideo: boolean) {
  const taskKinds = CONTENT_KINDS.filter((kind) => kind !== 'LESSON' || hasVideo);
  await tx
    .insert(achievements)
    .values(taskKinds.map((type) => ({ lessonId, achievementType: type, title: ACHIEVEMENT_TITLES[type] })))
    .onConflictDoUpdate({
      target: [achievements.lessonId, achievements.achievementType],
      set: { title: sql`excluded.title` },
    });
  await tx
    .delete(achievements)
    .where(and(eq(achievements.lessonId, lessonId), notInArray(achievements.achievementType, taskKinds)));
}

/** Who publishes: a staff member, or the content import's command line (no user). */
export type Publisher = { userId: string | null; name: string };

/** A value with its object keys in one order, so two JSON texts of the same value are the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  // A text that came through a form is NFC (the API's text policy); the same text from a pack may not be.
  if (typeof value === 'string') return value.normalize('NFC');
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Records a publish in the lesson's history, with the fields that changed; a publish that changes nothing (the same
 * pack imported again) records nothing. Returns the version number now current.
 */
export async function recordLessonVersion(tx: Tx, lessonId: number, lesson: LessonPack, publisher: Publisher) {
  const [latest] = await tx
    .select({ version: lessonVersions.version, content: lessonVersions.content })
    .from(lessonVersions)
    .where(eq(lessonVersions.lessonId, lessonId))
    .orderBy(desc(lessonVersions.version))
    .limit(1);
  if (latest && sameValue(latest.content, lesson)) return latest.version;
  const before = (latest?.content ?? null) as Record<string, unknown> | null;
  const after = lesson as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  const changedFields = before ? fields.filter((field) => !sameValue(before[field], after[field])).sort() : [];
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(lessonVersions).values({
    lessonId,
    version,
    content: lesson,
    changedFields,
    publishedByUserId: publisher.userId,
    publishedBy: publisher.name,
  });
  return version;
}

/**
 * After a lesson's tasks changed (a video added or taken away), the progress stored for it follows: percentage
 * from the tasks done of the tasks there are now, and finished once every one is done. Never backwards.
 */
async function settleProgress(tx: Tx, lessonId: number) {
  const done = sql`(select count(*) from ${accomplishedAchievements} aa join ${achievements} a on a.id = aa.achievement_id
    where a.lesson_id = ${lessonId} and aa.user_child_id = p.users_child_id)`;
  await tx.execute(sql`
    update ${userLessonProgresses} p
       set percentage = greatest(p.percentage, least(100, round(100.0 * ${done} / tasks.count))),
           finished = p.finished or ${done} >= tasks.count
      from (select count(*) as count from ${achievements} where lesson_id = ${lessonId}) tasks
     where p.lesson_id = ${lessonId} and tasks.count > 0`);
}
