import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { clippedParts, DESKTOP, PHONE } from '../support/clipping.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { newChild, openParentArea, removeChild } from '../support/test-child.ts';

/** The text of the largest link or button on the page, by area: what the eye and the finger go to first. */
function biggestAction(page: Page) {
  return page.evaluate(() => {
    let biggest = { text: '', area: 0 };
    for (const element of document.querySelectorAll('a[href], button')) {
      const box = element.getBoundingClientRect();
      const area = box.width * box.height;
      if (area > biggest.area) biggest = { text: (element.textContent ?? '').trim(), area };
    }
    return biggest.text;
  });
}

/** The final test opened early, answered, handed in, and the final message sent: the child has a certificate. */
async function earnCertificate(page: Page, childId: string) {
  const id = { userChildId: childId };
  await graphql(
    page,
    'mutation m($userChildId: ID!) { insertUserChildrenUnlockable(userChildId: $userChildId, type: "FINAL_TEST", beforeLastLesson: true) { type } }',
    id,
  );
  const { finalTestQuestions } = await graphql(
    page,
    'query q($userChildId: ID!) { finalTestQuestions(userChildId: $userChildId) { id } }',
    id,
  );
  for (const question of finalTestQuestions as { id: string }[]) {
    await graphql(
      page,
      'mutation m($userChildId: ID!, $questionId: ID!) { upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: "Mijn antwoord") { id } }',
      { ...id, questionId: question.id },
    );
  }
  await graphql(
    page,
    'mutation m($userChildId: ID!) { submitFinalTest(userChildId: $userChildId) { testSubmittedAt } }',
    id,
  );
  await graphql(
    page,
    'mutation m($userChildId: ID!) { sendFinalMessage(userChildId: $userChildId, finalMessage: "Dank u wel!") { certificateAt } }',
    id,
  );
}

describe.runIf(hasBrowser)('what a family reads matches what there is', () => {
  const browser = useBrowser();

  it('leads back from the renew page and signs out there, for the family whose subscription ended', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, DEMO.expired);
    await page.getByRole('heading', { name: 'Je abonnement is verlopen' }).waitFor();
    await page.getByRole('link', { name: 'Abonnement verlengen' }).click();
    await page.getByRole('heading', { name: 'Abonnement verlengen', level: 1 }).waitFor();
    await page.getByRole('link', { name: '← Terug' }).click();
    await page.getByRole('heading', { name: 'Je abonnement is verlopen' }).waitFor();

    await page.goto('/renew');
    await page.getByRole('heading', { name: 'Abonnement verlengen', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
  });

  it('keeps the next lesson the biggest button beside the final steps, and shows the certificate whole on a phone and a desktop', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, DEMO.neighbours);
    await openParentArea(page, DEMO.neighbours);
    const child = await newChild(page, 'Hanna', 1);
    try {
      await earnCertificate(page, child.id);
      await page.goto(`/start/${child.id}`);
      await page.getByRole('link', { name: 'Bekijk je certificaat' }).waitFor();
      // One lesson of 20 done: the course goes on, so the next lesson leads, not the certificate.
      expect(await biggestAction(page)).toMatch(/^Verder met les 2: /);

      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(`/certificate/${child.id}`);
        const download = page.getByRole('link', { name: 'Download het certificaat (PDF)' });
        await download.waitFor();
        const actions = download.or(page.getByRole('button', { name: 'Afdrukken' }));
        expect(await clippedParts(page, actions), `${viewport.width} px`).toEqual([]);
      }
    } finally {
      await removeChild(page, child);
    }
  });

  it('promises no recitations or videos in the library and the introduction of a course that has none', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.active);
    await page.getByRole('link', { name: 'Ga verder als Yusuf' }).click();
    await page.waitForURL(/\/start\//);
    const childId = new URL(page.url()).pathname.split('/').at(-1);
    await page.goto(`/library/${childId}`);
    const recitations = page.getByRole('link', { name: /Recitaties uit de lessen/ });
    await recitations
      .getByText("Hier komen de soera's, rustig gereciteerd, zodra het instituut ze heeft opgenomen.")
      .waitFor();
    await page
      .getByRole('link', { name: /Media/ })
      .getByText(/zodra het instituut ze heeft geplaatst/)
      .waitFor();
    expect(await page.getByText("Luister naar de soera's").count()).toBe(0);

    await page.goto(`/lessons/${childId}/introduction`);
    await page.getByRole('heading', { name: 'Welkom bij Koran Kids!' }).waitFor();
    await page.getByText('Elke les gaat zo: bij Leer de soera oefen je het reciteren', { exact: false }).waitFor();
    expect(await page.getByText(/video/i).count()).toBe(0);
  });

  it("says the same of a child's next lesson on the child page and on the unlock page", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await openParentArea(page, DEMO.neighbours);
    const child = await newChild(page, 'Hanna', 1);
    try {
      await graphql(
        page,
        'mutation m($id: ID!, $lessonId: ID!) { unlockLesson(userChildId: $id, lessonId: $lessonId) { id } }',
        { id: child.id, lessonId: child.lessons[1]?.id },
      );
      await page.goto(`/parent/profiles/child?child=${child.id}`);
      await page.getByText('Hanna heeft 1 les afgerond.').waitFor();
      await page.getByText('Les 2 staat open; Hanna is er nog niet aan begonnen.').waitFor();
      await page.goto(`/parent/profiles/child/unlock?child=${child.id}`);
      await page.getByRole('listitem').filter({ hasText: /^2\. / }).getByText('Opengezet, nog niet begonnen').waitFor();
    } finally {
      await removeChild(page, child);
    }
  });

  it("shows a child's progress as charts with a scale beside whole tables of the same numbers, on a phone and a desktop", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await openParentArea(page, DEMO.neighbours);
    const child = await newChild(page, 'Hanna', 1);
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(`/parent/profiles/child/progression?child=${child.id}`);
        const chart = page.getByRole('img', { name: 'Staafdiagram: percentage klaar per les' });
        // A scale: the axis runs from 0 % to 100 %, with its name.
        await chart.locator('svg').first().waitFor({ timeout: 15_000 });
        const ticks = await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
        expect(ticks.map((tick) => tick.replace(/\s/g, ''))).toEqual(expect.arrayContaining(['0%', '100%']));
        await chart.getByText('Procent klaar').waitFor();
        const table = page.getByRole('region', { name: 'Per les' });
        await table.getByRole('row', { name: /1\. Al-Fatiha 100%/ }).waitFor();
        expect(await clippedParts(page, table), `${viewport.width} px`).toEqual([]);
        expect(await clippedParts(page, table.getByRole('columnheader')), `${viewport.width} px`).toEqual([]);
        const weeks = page.getByRole('img', { name: 'Staafdiagram: opdrachten per week' });
        await weeks.locator('.recharts-bar-rectangle').first().waitFor();
        await page.getByRole('columnheader', { name: 'Week van' }).waitFor();
      }
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await removeChild(page, child);
    }
  });
});
