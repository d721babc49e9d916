import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '@koran-kids/testing/product';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql, operationOf } from '../support/graphql.ts';
import { lessonContent, matchTheWords, openTask, playQuiz } from '../support/lesson-tasks.ts';
import {
  childWithTwoTasksLeft,
  countAccomplishRequests,
  deviceStore,
  doneTypes,
  FAMILY,
  saveFirstLesson,
  serverLesson,
} from '../support/offline-lesson.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { openParentArea, removeChild } from '../support/test-child.ts';

/*
 * The family tablet without internet: a lesson saved for offline, done offline, and the progress reaching the
 * server once the network is back. Each test makes its own child in the neighbours' family.
 */

const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/** Signs out from the page at hand (a button on the start page, a link elsewhere) and waits for the login page. */
async function signOut(page: Page) {
  await page
    .getByRole('button', { name: 'Uitloggen' })
    .or(page.getByRole('link', { name: 'Uitloggen' }))
    .click();
  await page.getByRole('link', { name: 'Inloggen' }).waitFor();
}

describe.runIf(hasBrowser)('lessons on a tablet without internet', () => {
  const browser = useBrowser();

  it('does a saved lesson offline, across a reload and a closed page, and the server gets its progress once', async () => {
    let page = await browser.newPage(WITH_SERVICE_WORKER);
    const context = page.context();
    const { child, lessonId } = await childWithTwoTasksLeft(page, 'Ilyas');
    try {
      const content = await lessonContent(page, child.id, lessonId);
      await saveFirstLesson(page, child);
      const sent = countAccomplishRequests(context);

      await context.setOffline(true);
      await page.reload();
      await page.getByText('Je bent offline.', { exact: false }).waitFor();
      await page.getByRole('link', { name: /Les 1(?!\d).*Al-Fatiha/ }).click();
      await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();
      // The Quran font came with the app.
      expect(await page.evaluate(() => document.fonts.check('32px "Amiri Quran"', 'بِسْمِ'))).toBe(true);
      // The words are the first task left, so they are open already.
      await matchTheWords(page, content);
      await page.getByText('Goed gedaan! Je kent alle woorden.').waitFor();
      await page.getByRole('button', { name: /Ken de woorden.*Gedaan/ }).waitFor();

      // The page is closed and opened again, still offline: the words task stays done.
      await page.close();
      page = await context.newPage();
      await page.goto(`/lessons/${child.id}/start?lesson=${lessonId}`);
      await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();
      await page.getByRole('button', { name: /Ken de woorden.*Gedaan/ }).waitFor();
      // Now the quiz is the first task left, open already.
      await playQuiz(page, content.quiz, 0);
      await page.getByText('Super! Je hebt de quiz gehaald.').waitFor();
      await page.getByRole('heading', { name: 'Je hebt een ster verdiend!' }).waitFor();
      await page.getByRole('button', { name: 'Verder' }).click();
      await page.getByRole('link', { name: /Terug naar de lessen/ }).click();
      await page.getByText('★ 1 / 20').first().waitFor();
      // Nothing was answered while offline. (Not asked of the server: Chromium's offline switch now and then lets a
      // request of a page with a service worker through, answer lost, about 1 run in 6; microsoft/playwright#2311.
      // Progress sent twice counts once, which the end of this test checks.)
      expect(sent).toEqual([]);

      await context.setOffline(false);
      await expect
        .poll(async () => (await serverLesson(page, child, lessonId)).finished, { timeout: 15_000 })
        .toBe(true);
      expect(doneTypes(await serverLesson(page, child, lessonId)).sort()).toEqual([
        'DICTIONARY',
        'QUIZ',
        'SOERAH',
        'TRANSLATION',
      ]);
      const { childLessons } = await graphql(page, 'query q($c: ID!) { childLessons(userChildId: $c) { stars } }', {
        c: child.id,
      });
      expect(childLessons.stars).toBe(1);
      // In order, one request each: the words first, then the quiz.
      expect(sent).toHaveLength(2);
      const ids = (await serverLesson(page, child, lessonId)).achievements;
      const idOf = (type: string) => ids.find((achievement) => achievement.type === type)?.id ?? '';
      expect(sent[0]).toContain(idOf('DICTIONARY'));
      expect(sent[1]).toContain(idOf('QUIZ'));

      // The star stays after syncing, and nothing is sent again.
      await page.reload();
      await page.getByText('★ 1 / 20').first().waitFor();
      expect(await deviceStore(page, 'progress')).toMatchObject([
        { kind: 'accomplished', sent: true },
        { kind: 'accomplished', sent: true },
      ]);
      expect(sent).toHaveLength(2);

      // Offline again, the lesson's copy from before still shows the tasks done since.
      await context.setOffline(true);
      await page.goto(`/lessons/${child.id}/start?lesson=${lessonId}`);
      await page.getByRole('button', { name: /Speel de quiz.*Gedaan/ }).waitFor();
      await context.setOffline(false);

      // A parent removes the saved lesson in the parent area.
      await openParentArea(page, FAMILY);
      await page.goto('/parent/lessons');
      const onDevice = page.getByRole('region', { name: 'Lessen op dit apparaat' });
      await onDevice.getByText('Ilyas · les 1: Al-Fatiha').waitFor();
      await onDevice.getByRole('button', { name: 'Verwijder les 1 van Ilyas van dit apparaat' }).click();
      await page.getByText('De les is van dit apparaat verwijderd.').waitFor();
      await onDevice.getByText('Er zijn geen lessen voor offline bewaard op dit apparaat.', { exact: false }).waitFor();
      expect(await deviceStore(page, 'saved-lessons')).toEqual([]);
    } finally {
      await context.setOffline(false);
      await openParentArea(page, FAMILY);
      await removeChild(page, child);
    }
  }, 240_000);

  it('keeps unsent progress at sign-out for the same child only; another family sees nothing of it', async () => {
    const page = await browser.newPage(WITH_SERVICE_WORKER);
    const context = page.context();
    const { child, lessonId } = await childWithTwoTasksLeft(page, 'Hamza');
    // The child goes again whatever happens here, from a page of its own: this page may be offline or signed out.
    try {
      const content = await lessonContent(page, child.id, lessonId);
      await saveFirstLesson(page, child);

      await context.setOffline(true);
      await page.getByRole('link', { name: /Les 1(?!\d).*Al-Fatiha/ }).click();
      // The first task left (the words) opens by itself, then the child taps the quiz open.
      await page.getByRole('button', { name: /Ken de woorden/, expanded: true }).waitFor();
      await openTask(page, 'Speel de quiz');
      await page.getByRole('button', { name: /Speel de quiz/, expanded: true }).waitFor();
      await playQuiz(page, content.quiz, 0);
      await page.getByText('Super! Je hebt de quiz gehaald.').waitFor();

      // Back online, but the server cannot be reached for the progress: signing out keeps it, clears the rest.
      await page.route('**/graphql', (route) =>
        route.request().postData()?.includes('addAccomplishedAchievement') ? route.abort() : route.continue(),
      );
      await context.setOffline(false);
      await page.goto('/');
      await signOut(page);
      expect(await deviceStore(page, 'copies')).toEqual([]);
      expect(await deviceStore(page, 'saved-lessons')).toEqual([]);
      const waiting = (await deviceStore(page, 'progress')) as { userChildId: string; kind: string }[];
      expect(waiting).toMatchObject([{ userChildId: child.id, kind: 'accomplished' }]);
      await page.unroute('**/graphql');

      // Another family on the same browser: no saved lessons, no names, and the progress is not sent for them.
      await signIn(page, DEMO.active);
      await page.getByRole('link', { name: 'Ga verder als Amina' }).click();
      await page.waitForURL(/\/start\//);
      await page.getByRole('link', { name: 'Lessen' }).click();
      await page.getByRole('heading', { name: 'Lessen', level: 1 }).waitFor();
      expect(await page.getByText(/Offline beschikbaar/).count()).toBe(0);
      expect(await page.getByText('Hamza').count()).toBe(0);
      await page.waitForTimeout(7000); // past the moment the app sends waiting progress (main.tsx: 3 s, then idle ≤ 3 s)
      expect(await deviceStore(page, 'progress')).toHaveLength(1);

      // The same family again: the progress is sent, for the same child.
      await page.goto('/');
      await signOut(page);
      await signIn(page, FAMILY);
      await expect
        .poll(async () => doneTypes(await serverLesson(page, child, lessonId)).includes('QUIZ'), { timeout: 15_000 })
        .toBe(true);
      await expect
        .poll(async () => ((await deviceStore(page, 'progress')) as { sent?: boolean }[]).every((item) => item.sent))
        .toBe(true);
    } finally {
      const cleanup = await browser.newPage();
      await signIn(cleanup, FAMILY);
      await openParentArea(cleanup, FAMILY);
      await removeChild(cleanup, child);
    }
  });

  // What Lighthouse's PWA audits checked (Lighthouse 12, the one installed, no longer has them): Chromium's own
  // installability check, a service worker controlling the start page, and the start page answering offline.
  it('tells the parent what the server refused for good, and why: work of a profile removed meanwhile', async () => {
    const page = await browser.newPage();
    const { child, lessonId } = await childWithTwoTasksLeft(page, 'Bilal');
    const content = await lessonContent(page, child.id, lessonId);
    await page.goto(`/lessons/${child.id}/start?lesson=${lessonId}`);
    await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();

    await page.context().setOffline(true);
    await matchTheWords(page, content);
    await page.getByRole('button', { name: /Ken de woorden.*Gedaan/ }).waitFor();
    // Another parent's phone removes the profile meanwhile.
    await removeChild(page, child);
    // The queue first asks who is signed in; that one read fails as the network comes back.
    await failOnce(page, 'getUser');
    await page.context().setOffline(false);
    // A try that fails is tried again after 2, 5 and 15 s, not after the 30 s planned while offline.
    await expect
      .poll(async () => deviceStore(page, 'progress'), { timeout: 20_000 })
      .toMatchObject([
        {
          kind: 'accomplished',
          userChildId: child.id,
          refusedBecause: expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/),
        },
      ]);

    await openParentArea(page, FAMILY);
    const notice = page.getByRole('status').filter({ hasText: 'Niet alles kon worden bewaard' });
    await notice
      .getByText('Een verwijderd profiel: 1 voltooide taak, want het profiel of de les bestaat niet meer.')
      .waitFor();
    await notice.getByRole('button', { name: 'Gelezen' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await deviceStore(page, 'progress')).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Profielen', level: 1 }).waitFor();
    expect(await page.getByText('Niet alles kon worden bewaard').count()).toBe(0);
  }, 180_000);

  it('is installable, and its start page opens offline and says plainly what needs the internet', async () => {
    // A browser profile of its own: Chromium offers no installing in the test's incognito-like contexts.
    const profile = mkdtempSync(join(tmpdir(), 'koran-kids-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: inject('chromiumPath') ?? '',
      args: CHROMIUM_ARGS,
      baseURL: browser.baseUrl,
      locale: 'nl-NL',
    });
    try {
      await expectInstallableAndOffline(await context.newPage());
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/** Lighthouse's old PWA audits, asked of Chromium itself. */
async function expectInstallableAndOffline(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const devTools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors, data } = await devTools.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}');
  expect(manifest).toMatchObject({
    name: 'Koran Kids',
    display: 'standalone',
    start_url: '/',
    theme_color: '#1b7a43',
  });
  const icons = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
  );
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  await page.context().setOffline(true);
  const offlineStart = await page.goto('/');
  expect(offlineStart?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Hiervoor is internet nodig', level: 1 }).waitFor();
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await page.getByRole('link', { name: 'Inloggen' }).waitFor();
}

/** The next request of the operation is answered with a server error; the ones after it pass. */
async function failOnce(page: Page, operationName: string) {
  let hasFailed = false;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== operationName || hasFailed) return route.continue();
    hasFailed = true;
    await route.fulfill({ json: { errors: [{ message: 'server error', extensions: { code: 'INTERNAL' } }] } });
  });
}
