import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningProduct, startProduct } from '@koran-kids/testing/product';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { lessonContent, matchTheWords, playQuiz } from '../support/lesson-tasks.ts';
import {
  childWithTwoTasksLeft,
  deviceStore,
  doneTypes,
  saveFirstLesson,
  serverLesson,
} from '../support/offline-lesson.ts';
import { ownDemoProduct } from '../support/own-product.ts';

/*
 * Releases while a tablet has a child's work queued offline: the server is replaced by the next build, whose
 * `addAccomplishedAchievement` document differs (another hash), and then by one without that build's document.
 * The work must arrive, each task once.
 */

const repositoryRoot = join(import.meta.dirname, '../../../..');
const TODAY = join(repositoryRoot, 'apps/web/dist');

type Answer = { hash: string; outcome: string };

/** Each `addAccomplishedAchievement` the pages sent and the server answered: by hash, with "ok" or the error code. */
function recordAccomplishAnswers(context: BrowserContext) {
  const answers: Answer[] = [];
  context.on('response', async (response) => {
    const body = response.request().postData() ?? '';
    if (!response.url().endsWith('/graphql') || !body.includes('"addAccomplishedAchievement"')) return;
    const hash = (JSON.parse(body) as { extensions: { persistedQuery: { sha256Hash: string } } }).extensions
      .persistedQuery.sha256Hash;
    const answer = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    answers.push({ hash, outcome: answer.errors?.[0]?.extensions?.code ?? (answer.data ? 'ok' : 'empty') });
  });
  return answers;
}

/** The product on a data folder of its own, then the same site served by the next build. */
function siteAcrossReleases() {
  const { dataDir, environment } = ownDemoProduct('koran-kids-release-');
  let running: RunningProduct | undefined;
  let port: number | undefined;
  return {
    async serve(webDist: string) {
      await running?.stop();
      running = await startProduct({
        dataDir,
        logFile: join(dataDir, `server-${Date.now()}.log`),
        environment: { WEB_DIST: webDist, ...(await environment()) },
        port,
      });
      port = Number(new URL(running.baseUrl).port);
      return running.baseUrl;
    },
    async close() {
      await running?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A child's words task done without a network, on a page the service worker serves: it waits in the queue. */
async function wordsDoneOffline(page: Page) {
  const { child, lessonId } = await childWithTwoTasksLeft(page, 'Idris');
  const content = await lessonContent(page, child.id, lessonId);
  await saveFirstLesson(page, child);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`/lessons/${child.id}/start?lesson=${lessonId}`);
  await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();
  await page.context().setOffline(true);
  await matchTheWords(page, content);
  await page.getByRole('button', { name: /Ken de woorden.*Gedaan/ }).waitFor();
  expect(doneTypes(await serverLesson(page, child, lessonId))).not.toContain('DICTIONARY');
  expect(await deviceStore(page, 'progress')).toMatchObject([{ kind: 'accomplished' }]);
  return { child, lessonId, content };
}

describe.runIf(hasBrowser)('a new release while work waits offline', () => {
  const browser = useBrowser();
  let nextRelease = '';
  let hashes = { oldHash: '', newHash: '' };

  beforeAll(() => {
    nextRelease = mkdtempSync(join(tmpdir(), 'koran-kids-next-release-'));
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/web/e2e/support/next-release.ts', nextRelease],
      { cwd: repositoryRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', stdio: 'pipe' },
    );
    hashes = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as typeof hashes;
  }, 360_000);
  afterAll(() => rmSync(nextRelease, { recursive: true, force: true }));

  it('arrives once across a release that still runs its document, and across one that dropped it (after an update)', async () => {
    const site = siteAcrossReleases();
    try {
      const page = await browser.newPage({ serviceWorkers: 'allow', baseURL: await site.serve(TODAY) });
      const answers = recordAccomplishAnswers(page.context());
      const { child, lessonId, content } = await wordsDoneOffline(page);
      const tasksOnServer = async () => doneTypes(await serverLesson(page, child, lessonId));

      // The next release comes while the words wait: it still runs today's document, so they are sent as they are.
      await site.serve(nextRelease);
      await page.context().setOffline(false);
      await expect.poll(tasksOnServer, { timeout: 20_000 }).toContain('DICTIONARY');
      await expect.poll(() => answers).toEqual([{ hash: hashes.oldHash, outcome: 'ok' }]);

      // The family takes the new version when it is offered, and the quiz is done offline in it.
      await page.reload();
      const updated = page.waitForEvent('load', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Nu bijwerken' }).click({ timeout: 30_000 });
      await updated;
      await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();
      await page.context().setOffline(true);
      await playQuiz(page, content.quiz, 0);
      await page.getByText('Super! Je hebt de quiz gehaald.').waitFor();
      expect(await tasksOnServer()).not.toContain('QUIZ');

      // A release that no longer has that version's document: the quiz waits, the app updates, then sends it.
      await site.serve(TODAY);
      let reloads = 0;
      page.on('load', () => reloads++);
      await page.context().setOffline(false);
      await expect.poll(tasksOnServer, { timeout: 30_000 }).toContain('QUIZ');
      await expect
        .poll(() => answers)
        .toEqual([
          { hash: hashes.oldHash, outcome: 'ok' },
          { hash: hashes.newHash, outcome: 'PERSISTED_QUERY_NOT_IN_LIST' },
          { hash: hashes.oldHash, outcome: 'ok' },
        ]);
      expect(reloads).toBe(1);
      expect(await deviceStore(page, 'progress')).toMatchObject([
        { kind: 'accomplished', sent: true },
        { kind: 'accomplished', sent: true },
      ]);
    } finally {
      await site.close();
    }
  }, 600_000);
});
