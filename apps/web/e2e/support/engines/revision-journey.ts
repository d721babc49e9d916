import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { familyDay } from '@koran-kids/revision';
import { expect } from 'vitest';
import type { EnginePage } from './engine-page.ts';
import type { Child } from './journeys.ts';
import { byLabel, byRole, byText } from './target.ts';

/* The revision journey of the core journeys (e2e/engines.spec.ts): the next day's revision, and the parents' page. */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The page's clock moved ahead, as on a later day, until the page loads again: WebDriver classic (WebKit) cannot set
 * a browser's clock, so the page's own `Date` gives the later time. The app then moves within its one page.
 */
async function moveClockAhead(page: EnginePage, ms: number) {
  await page.evaluate((shift) => {
    const RealDate = Date;
    class Later extends RealDate {
      constructor(...args: unknown[]) {
        super(...((args.length === 0 ? [RealDate.now() + shift] : args) as [number]));
      }
      static override now() {
        return RealDate.now() + shift;
      }
    }
    window.Date = Later as DateConstructor;
  }, ms);
}

/** A move within the app's one page, as its own links make: the page does not load again. */
async function goInApp(page: EnginePage, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The surahs learned today (the lessons before and the lesson journey's) are not due today; the next day (the page's
 * clock moved) the start page offers them, and they are revised from memory on a phone in spacious reading: a peek
 * at a verse, a grade for each, and the server keeps them. Spacious reading goes off again after, for the journeys
 * that follow.
 */
export async function reviseInSpaciousReading(page: EnginePage, child: Child) {
  type Passages = { childRevision: { passages: { lessonId: string; due: string; revisedAt: string | null }[] } };
  const passages = async () =>
    (
      await page.graphql<Passages>(
        'query q($c: ID!) { childRevision(userChildId: $c) { passages { lessonId due revisedAt } } }',
        { c: child.id },
      )
    ).childRevision.passages;
  const learned = await passages();
  if (learned.length === 0) throw new Error('the lesson journey learned no surah');
  await page.goto(`/profile/${child.id}`);
  await page.click(byRole('switch', 'Ruim lezen'));
  await page.waitUntil(() => document.documentElement.dataset.spaciousReading !== undefined, null, 'spacious reading');
  await page.goto(`/start/${child.id}`);
  const today = byRole('region', 'Vandaag herhalen');
  // Learned just before the family's midnight, a surah is due just after it: then there is no "nothing today" to see.
  const dueToday = learned.some((passage) => familyDay(new Date(passage.due)) <= familyDay(new Date()));
  if (!dueToday) await page.find(byText('Vandaag hoef je niets te herhalen.', today));
  await moveClockAhead(page, DAY_MS + HOUR_MS);
  await goInApp(page, `/lessons/${child.id}`);
  await page.waitUntil(() => !document.getElementById('todays-revision'), null, 'the lessons page');
  await goInApp(page, `/start/${child.id}`);
  await page.click(byRole('link', /^Herhaal /, today));
  await page.click(byRole('button', 'Vers 1'));
  // The verse in spacious reading: its letters never spaced apart (that breaks the joins), nothing off the screen.
  await page.waitUntil(
    () => {
      const arabic = document.querySelector('[lang="ar"]');
      return (
        arabic !== null &&
        getComputedStyle(arabic).letterSpacing === 'normal' &&
        document.documentElement.scrollWidth <= window.innerWidth
      );
    },
    null,
    'the verse shown, spacious and within the screen',
  );
  const screens = join(tmpdir(), 'koran-kids-screens');
  mkdirSync(screens, { recursive: true });
  await page.screenshot(join(screens, `spacious-reading-390-${page.engine}.png`));
  // Every surah learned yesterday that fits the day's minutes is due: each is said and graded in turn.
  const done = 'Je hebt alles voor vandaag herhaald!';
  let graded = 0;
  for (; graded < 10; graded++) {
    const title = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '', null);
    if (title === done) break;
    await page.click(byRole('button', 'Ik wist het'));
    await page.waitUntil(
      (before) => {
        const now = document.querySelector('h1')?.textContent;
        return Boolean(now) && now !== before;
      },
      title,
      'the next passage, or the end of the day',
    );
  }
  await page.find(byRole('heading', done));
  await page.click(byRole('link', 'Terug naar mijn startpagina'));
  await page.find(byText('Klaar voor vandaag. Goed gedaan!', today));
  // Each grade reaches the server.
  const deadline = Date.now() + 30_000;
  const revised = async () => (await passages()).filter((each) => each.revisedAt).length;
  while ((await revised()) < graded && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
  expect(graded).toBeGreaterThan(0);
  expect(await revised()).toBe(graded);
  // The parents, the same day: how each surah holds (the plot), a new budget, and spacious reading off again (for
  // the journeys after this one), on their own page.
  await page.goto('/parent/profiles');
  await page.fill(byLabel('Pincode'), child.family.pincode);
  await page.click(byRole('button', 'Openen'));
  await page.find(byRole('heading', 'Profielen'));
  await page.goto(`/parent/profiles/child/revision?child=${child.id}`);
  await page.find(byRole('heading', `Hoe ${child.name} het onthoudt`));
  await page.waitUntil(() => document.querySelector('.recharts-line-curve') !== null, null, 'the plot');
  await page.fill(byLabel('Minuten per dag, hoogstens'), '15');
  await page.click(byRole('button', 'Plan opslaan'));
  await page.find(byText('Het plan is opgeslagen.'));
  await page.click(byRole('switch', 'Ruim lezen'));
  type Saved = { childRevision: { minutesPerDay: number }; child: { spaciousReading: boolean } };
  const saved = () =>
    page.graphql<Saved>(
      'query q($c: ID!) { childRevision(userChildId: $c) { minutesPerDay } child(userChildId: $c) { spaciousReading } }',
      { c: child.id },
    );
  const until = Date.now() + 10_000;
  while ((await saved()).child.spaciousReading && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await saved()).toEqual({ childRevision: { minutesPerDay: 15 }, child: { spaciousReading: false } });
}
