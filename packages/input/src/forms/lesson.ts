import { z } from 'zod';

// A lesson's texts as the staff area's editor writes them: checked in the browser before saving, and again whole by
// the API (packages/content's lesson check, which also holds the words against the surah's verses). Both name each
// mistake by the same code at its field path (`quiz.2.answer`), and the editor shows the code's sentence.

/** Every code a lesson's mistake can have, in the editor's check and in the API's. */
export const LESSON_PROBLEM_CODES = [
  'required',
  'vimeo-url',
  'answer-not-an-option',
  'too-few-words',
  'too-few-questions',
  'too-few-options',
  'too-many-options',
  'word-not-in-surah',
  'pronunciation-count',
  'too-long',
  'range',
] as const;

export type LessonProblemCode = (typeof LESSON_PROBLEM_CODES)[number];

export const LESSON_LIMITS = { minWords: 5, minQuestions: 4, minOptions: 2, maxOptions: 4 } as const;

/** The address of a lesson's video: Vimeo's, as the child's lesson page plays it. */
export const VIMEO_URL = /^https:\/\/(player\.)?vimeo\.com\/.+/;

const filled = z
  .string()
  .trim()
  .min(1, 'required' satisfies LessonProblemCode);
const bilingual = z.object({ nl: filled, en: filled });

const question = z
  .object({
    question: bilingual,
    options: z
      .array(bilingual)
      .min(LESSON_LIMITS.minOptions, 'too-few-options' satisfies LessonProblemCode)
      .max(LESSON_LIMITS.maxOptions, 'too-many-options' satisfies LessonProblemCode),
    answer: z.number().int('range' satisfies LessonProblemCode),
  })
  .refine((item) => item.answer >= 0 && item.answer < item.options.length, {
    path: ['answer'],
    message: 'answer-not-an-option' satisfies LessonProblemCode,
  });

/**
 * What the editor checks before it sends: every text in both languages, a Vimeo address or none, enough words and
 * questions, and each question's answer one of its options. Other fields of the lesson (its place, its surah) pass.
 */
export const lessonInput = z.object({
  name: bilingual,
  label: bilingual,
  description: bilingual,
  content: bilingual,
  tips: bilingual,
  vimeo_url: z
    .string()
    .trim()
    .refine((url) => url === '' || VIMEO_URL.test(url), 'vimeo-url' satisfies LessonProblemCode)
    .nullable(),
  words: z
    .array(z.object({ word: filled, meaning: bilingual }))
    .min(LESSON_LIMITS.minWords, 'too-few-words' satisfies LessonProblemCode),
  quiz: z.array(question).min(LESSON_LIMITS.minQuestions, 'too-few-questions' satisfies LessonProblemCode),
});
