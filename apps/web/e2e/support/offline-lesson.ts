import type { BrowserContext, Page } from 'playwright-core';
import { graphql } from './graphql.ts';
import { DEMO, signIn } from './sign-in.ts';
import { newChild, openParentArea, type TestChild } from './test-child.ts';

/** The offline lessons' family and what their tests share: the neighbours, each test with a child of its own. */
export const FAMILY = DEMO.neighbours;

export type ServerLesson = {
  finished: boolean;
  achievements: { id: string; type: string; accomplishedAt: string | null }[];
};

/** The lesson as the server has it (the API beside the page: offline emulation is the page's, not the test's). */
export async function serverLesson(page: Page, child: TestChild, lessonId: string): Promise<ServerLesson> {
  const { lesson } = await graphql(
    page,
    'query q($c: ID!, $l: ID!) { lesson(userChildId: $c, lessonId: $l) { finished achievements { id type accomplishedAt } } }',
    { c: child.id, l: lessonId },
  );
  return lesson;
}

export const doneTypes = (lesson: ServerLesson) =>
  lesson.achievements.filter((achievement) => achievement.accomplishedAt).map((achievement) => achievement.type);

/** A child of the neighbours with the surah and translation of lesson 1 done (the words and quiz are left). */
export async function childWithTwoTasksLeft(page: Page, name: string) {
  await signIn(page, FAMILY);
  await openParentArea(page, FAMILY);
  const child = await newChild(page, name);
  const first = child.lessons[0];
  if (!first) throw new Error('the course has no lessons');
  const lesson = await serverLesson(page, child, first.id);
  const ids = lesson.achievements
    .filter((achievement) => ['SOERAH', 'TRANSLATION'].includes(achievement.type))
    .map((achievement) => achievement.id);
  await graphql(
    page,
    'mutation m($c: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $c, achievementIds: $ids) { affectedRows } }',
    { c: child.id, ids },
  );
  return { child, lessonId: first.id };
}

/** Saves lesson 1 from the overview, at once: saving stores the app too, before the app would do so itself. */
export async function saveFirstLesson(page: Page, child: TestChild) {
  await page.goto(`/lessons/${child.id}`);
  await page.getByRole('button', { name: 'Bewaar voor offline: les 1' }).click();
  await page.getByText(/Offline beschikbaar · \d+ kB/).waitFor();
}

/** The achievements the pages of a context sent and the server answered (tries that found no network left out). */
export function countAccomplishRequests(context: BrowserContext) {
  const sent: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('addAccomplishedAchievement'))
      sent.push(request.postData() ?? '');
  });
  return sent;
}

/** What the web app keeps in one of its IndexedDB stores (offline/device-stores.ts). */
export function deviceStore(page: Page, name: 'copies' | 'saved-lessons' | 'progress') {
  return page.evaluate(
    (store) =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open(`koran-kids-${store}`);
        opening.onupgradeneeded = () => opening.result.createObjectStore(store);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        };
      }),
    name,
  );
}
