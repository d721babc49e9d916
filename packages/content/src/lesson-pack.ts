/** A lesson read back from the database in the content pack's own format (FORMAT.md). */
import type { Db, Tx } from '@koran-kids/db';
import { lessons, verses, words } from '@koran-kids/db/schema';
import { asc, eq } from 'drizzle-orm';
import type { LessonPack } from './pack-schema.ts';

/** The lesson as a pack file would hold it: its texts, its words, and a pronunciation where every verse has one. */
export async function readLessonPack(db: Db | Tx, lessonId: number): Promise<LessonPack> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw new Error(`no lesson ${lessonId}`);
  const lessonWords = await db.select().from(words).where(eq(words.lessonId, lessonId)).orderBy(asc(words.sequence));
  const lessonVerses = await db
    .select({ simplePronunciation: verses.simplePronunciation })
    .from(verses)
    .where(eq(verses.lessonId, lessonId))
    .orderBy(asc(verses.sequence));
  const pronunciation = lessonVerses.map((verse) => verse.simplePronunciation);
  const empty = { nl: '', en: '' };
  return {
    sequence: lesson.sequence,
    surah: lesson.surahNumber ?? 1,
    name: lesson.name,
    label: lesson.label ?? empty,
    description: lesson.description ?? empty,
    content: lesson.content ?? empty,
    tips: lesson.tips ?? empty,
    vimeo_url: lesson.vimeoUrl,
    ...(pronunciation.length > 0 && pronunciation.every((line) => line !== null)
      ? { pronunciation: pronunciation as NonNullable<(typeof pronunciation)[number]>[] }
      : {}),
    words: lessonWords.map((word) => ({ word: word.word, meaning: word.meaning })),
    quiz: lesson.quiz,
  };
}

/** `lessons/NN-<slug>.yaml`, the slug from the English name (`lessons/04-al-ikhlas.yaml`). */
export function lessonFileName(lesson: LessonPack): string {
  const slug = lesson.name.en
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `lessons/${String(lesson.sequence).padStart(2, '0')}-${slug || 'lesson'}.yaml`;
}
