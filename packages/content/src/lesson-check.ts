/** The checks a lesson must pass, in a pack file or in the staff area's editor: the same rules, each mistake at its field. */
import { z } from 'zod';
import { type LessonPack, lessonSchema } from './pack-schema.ts';
import { readSurah } from './quran.ts';

/** A mistake in a lesson: where (the pack's field path, e.g. `quiz.2.answer`) and why. */
export type LessonProblem = { path: (string | number)[]; message: string };

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

/** Checks a lesson whole: every mistake, not only the first. */
export function checkLesson(input: unknown): LessonCheck {
  const parsed = lessonSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
      message: issue.message,
    }));
    // The words are checked against the verses too, so one save names every mistake.
    const verses = versesPart.safeParse(input);
    return { lesson: null, problems: [...problems, ...(verses.success ? versesProblems(verses.data) : [])] };
  }
  const problems = versesProblems(parsed.data);
  return problems.length > 0 ? { lesson: null, problems } : { lesson: parsed.data, problems: [] };
}
