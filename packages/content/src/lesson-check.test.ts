import { join } from 'node:path';
import { LESSON_PROBLEM_CODES, lessonInput } from '@koran-kids/input/forms/lesson';
import { describe, expect, it } from 'vitest';
import { DEMO_PACK_FOLDER } from './index.ts';
import { checkLesson } from './lesson-check.ts';
import { loadContentPack } from './pack.ts';

/** Lesson 3 of the demo pack (Al-Falaq), as a plain object the test can break. */
function alFalaq() {
  const lesson = loadContentPack(DEMO_PACK_FOLDER).lessons.find((candidate) => candidate.sequence === 3);
  if (!lesson) throw new Error(`no lesson 3 in ${join(DEMO_PACK_FOLDER, 'lessons')}`);
  return structuredClone(lesson);
}

/** Per field path, the code of each mistake the API's check names. */
const serverCodes = (lesson: unknown) =>
  Object.fromEntries(checkLesson(lesson).problems.map((problem) => [problem.path.join('.'), problem.code]));

/** Per field path, the code of each mistake the editor's own check names before sending. */
const editorCodes = (lesson: unknown) => {
  const checked = lessonInput.safeParse(lesson);
  return Object.fromEntries(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
};

describe('a lesson with mistakes, as the editor saves it', () => {
  it('names each mistake by a code the editor translates, not by an English sentence', () => {
    const lesson = alFalaq();
    lesson.vimeo_url = 'https://www.youtube.com/watch?v=1';
    lesson.words[0] = { ...lesson.words[0], word: 'كلمة' } as (typeof lesson.words)[number];
    lesson.pronunciation = [{ nl: 'één regel', en: 'one line' }];
    lesson.quiz[0] = { ...lesson.quiz[0], answer: 7 } as (typeof lesson.quiz)[number];
    lesson.quiz[1] = {
      ...lesson.quiz[1],
      options: [{ nl: 'ja', en: 'yes' }],
      answer: 0,
    } as (typeof lesson.quiz)[number];
    lesson.description = { nl: ' ', en: 'Text' };

    expect(serverCodes(lesson)).toEqual({
      vimeo_url: 'vimeo-url',
      'description.nl': 'required',
      'quiz.0.answer': 'answer-not-an-option',
      'quiz.1.options': 'too-few-options',
      'words.0.word': 'word-not-in-surah',
      pronunciation: 'pronunciation-count',
    });
    for (const problem of checkLesson(lesson).problems) expect(LESSON_PROBLEM_CODES).toContain(problem.code);
  });

  it('is held by the editor to the same codes at the same fields, but for the words the verses decide', () => {
    const lesson = alFalaq();
    lesson.vimeo_url = 'https://www.youtube.com/watch?v=1';
    lesson.words = lesson.words.slice(0, 2);
    lesson.quiz[0] = { ...lesson.quiz[0], answer: 7 } as (typeof lesson.quiz)[number];
    lesson.quiz[1]?.options.push(...Array.from({ length: 4 }, () => ({ nl: 'nee', en: 'no' })));
    lesson.name = { nl: 'Al-Falaq', en: '' };

    expect(editorCodes(lesson)).toEqual(serverCodes(lesson));
    expect(editorCodes(lesson)).toEqual({
      vimeo_url: 'vimeo-url',
      'name.en': 'required',
      words: 'too-few-words',
      'quiz.0.answer': 'answer-not-an-option',
      'quiz.1.options': 'too-many-options',
    });
    expect(editorCodes(alFalaq())).toEqual({});
  });
});
