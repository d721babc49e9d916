import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/** Finishes lesson 1 through the API, as the tasks would: the lesson then sends its message. */
async function finishFirstLesson(page: Page, userChildId: string) {
  const data = await graphql(
    page,
    'query q($id: ID!) { childLessons(userChildId: $id) { lessons { achievements { id } } } }',
    {
      id: userChildId,
    },
  );
  const ids = data.childLessons.lessons[0].achievements.map((achievement: { id: string }) => achievement.id);
  await graphql(
    page,
    'mutation m($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
    { id: userChildId, ids },
  );
}

describe.runIf(hasBrowser)("a child's messages", () => {
  const browser = useBrowser();

  it('shows a lesson message unread on the start page and in the inbox, then read once opened', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.getByRole('link', { name: 'Ga verder als Bilal' }).click();
    await page.waitForURL(/\/start\//);
    const userChildId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await finishFirstLesson(page, userChildId);
    await page.reload();
    await page.getByRole('link', { name: 'Berichten, 1 ongelezen' }).click();
    await page.getByRole('heading', { name: 'Berichten' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Les 1 is af!/ }).click();
    await page.getByText('Je hebt les 1 (Al-Fatiha) helemaal afgemaakt en een ster verdiend!').waitFor();
    await page.getByText('Nieuw', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Terug naar mijn startpagina/ }).click();
    await page.getByRole('link', { name: 'Berichten', exact: true }).waitFor();
  });
});
