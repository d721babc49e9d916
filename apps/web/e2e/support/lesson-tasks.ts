import { API_VERSION } from '@koran-kids/protocol';
import type { Page } from 'playwright-core';

/* A lesson's tasks, done in the browser as a child does them, with the right answers read through the API. */

type Bilingual = { nl: string; en: string };
export type LessonContent = {
  verses: { verse: string; translation: { en: string; nl: string | null } }[];
  words: { word: string; meaning: Bilingual }[];
  quiz: { question: Bilingual; options: Bilingual[]; answer: number }[];
};

/** What the lesson holds, read through the API with the page's own session (to know the right answers). */
export async function lessonContent(page: Page, userChildId: string, lessonId: string): Promise<LessonContent> {
  const response = await page.request.post('/graphql', {
    headers: { 'api-version': API_VERSION, 'content-type': 'application/json' },
    data: {
      query: `query getLessonWithLock($userChildId: ID!, $lessonId: ID!) { lesson(userChildId: $userChildId, lessonId: $lessonId) {
        content { verses { verse translation { en nl } } words { word meaning { nl en } } quiz { question { nl en } options { nl en } answer } } } }`,
      variables: { userChildId, lessonId },
    },
  });
  return (await response.json()).data.lesson.content;
}

export async function openTask(page: Page, title: string) {
  await page.getByRole('button', { name: title }).click();
}

export async function matchAll(page: Page, promptGroup: string, answerGroup: string, pairs: [string, string][]) {
  for (const [prompt, answer] of pairs) {
    await page.getByRole('group', { name: promptGroup }).getByRole('button', { name: prompt, exact: true }).click();
    await page.getByRole('group', { name: answerGroup }).getByRole('button', { name: answer, exact: true }).click();
  }
}

/** The words task, open already: "Ik ken ze", then every word matched to its Dutch meaning. */
export async function matchTheWords(page: Page, content: LessonContent) {
  await page.getByRole('button', { name: 'Ik ken ze, start de opdracht' }).click();
  await matchAll(
    page,
    'Woorden',
    'Betekenissen',
    content.words.map((word) => [word.word, word.meaning.nl]),
  );
}

export async function playQuiz(page: Page, quiz: LessonContent['quiz'], wrongAnswers: number) {
  for (const [index, question] of quiz.entries()) {
    const choice = index < wrongAnswers ? (question.answer + 1) % question.options.length : question.answer;
    await page.getByRole('radio', { name: question.options[choice]?.nl, exact: true }).click();
    const isLast = index === quiz.length - 1;
    await page.getByRole('button', { name: isLast ? 'Bekijk je score' : 'Volgende vraag' }).click();
  }
}
