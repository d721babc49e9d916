/** The checks a lesson must pass, in a pack file or in the staff area's editor: the same rules, each mistake at its field. */
import type { LessonProblemCode } from '@koran-kids/input/forms/lesson';
import { z } from 'zod';
import { type LessonPack, lessonSchema } from './pack-schema.ts';
import { readSurah } from './quran.ts';

/**
 * A mistake in a lesson: where (the pack's field path, e.g. `quiz.2.answer`), why as a code (the editor's sentence)
 * and why in English (a pack file's refusal).
 */
export type LessonProblem = { path: (string | number)[]; code: LessonProblemCode; message: string };

export type LessonCheck = { lesson: LessonPack; problems: [] } | { lesson: null; problems: LessonProblem[] };

/** Tokens of the surah's Arabic verses, as a word must stand in them. */
export function surahTokens(surah: number): Set<string> {
  return new Set(readSurah(surah).verses.flatMap((verse) => verse.text.split(/\s+/)));
}

/**
 * The surah's own spelling of each token, by its NFC form: a word that came through a form (normalised to NFC on
 * the way in) is the same word, and is stored as the verses spell it.
 */
function surahSpellings(surah: number): Map<string, string> {
  return new Map([...surahTokens(surah)].map((token) => [token.normalize('NFC'), token]));
}

/** What the surah's verses decide: a pronunciation line per verse, and words that stand in them. */
function versesProblems(lesson: Pick<LessonPack, 'surah' | 'words' | 'pronunciation'>): LessonProblem[] {
  const problems: LessonProblem[] = [];
  const verseCount = readSurah(lesson.surah).verses.length;
  if (lesson.pronunciation && lesson.pronunciation.length !== verseCount) {
    problems.push({
      path: ['pronunciation'],
      code: 'pronunciation-count',
      message: `pronunciation has ${lesson.pronunciation.length} lines; surah ${lesson.surah} has ${verseCount} verses`,
    });
  }
  const spellings = surahSpellings(lesson.surah);
  lesson.words.forEach((word, index) => {
    const spelling = spellings.get(word.word.normalize('NFC'));
    if (spelling) word.word = spelling;
    else {
      problems.push({
        path: ['words', index, 'word'],
        code: 'word-not-in-surah',
        message: `word "${word.word}" does not stand in the verses of surah ${lesson.surah}`,
      });
    }
  });
  return problems;
}

/** Enough of a lesson to check its words and pronunciation against the verses, whatever else is wrong. */
const versesPart = z.object({
  surah: lessonSchema.shape.surah,
  words: lessonSchema.shape.words,
  pronunciation: lessonSchema.shape.pronunciation,
});

/** A rule of the pack's schema, by the field it concerns and the kind of issue (never by its English sentence). */
function codeOf(issue: z.core.$ZodIssue, path: (string | number)[]): LessonProblemCode {
  const field = path.filter((part) => typeof part === 'string').at(-1);
  const tooBig = issue.code === 'too_big';
  if (field === 'vimeo_url') return 'vimeo-url';
  if (field === 'answer' && issue.code === 'custom') return 'answer-not-an-option';
  if (path.length === 1 && field === 'words') return 'too-few-words';
  if (path.length === 1 && field === 'quiz') return 'too-few-questions';
  if (path.at(-1) === 'options') return tooBig ? 'too-many-options' : 'too-few-options';
  return 'required';
}

/** Checks a lesson whole: every mistake, not only the first. */
export function checkLesson(input: unknown): LessonCheck {
  const parsed = lessonSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
      return { path, code: codeOf(issue, path), message: issue.message };
    });
    // The words are checked against the verses too, so one save names every mistake.
    const verses = versesPart.safeParse(input);
    return { lesson: null, problems: [...problems, ...(verses.success ? versesProblems(verses.data) : [])] };
  }
  const problems = versesProblems(parsed.data);
  return problems.length > 0 ? { lesson: null, problems } : { lesson: parsed.data, problems: [] };
}
