/**
 * The pictures of `scripts/engine-screenshots.ts`, run by it under Vitest (see there why): SCREENSHOTS_BASE_URL is the running
 * product, SCREENSHOTS_DIR the folder they go to. Two tests per engine and language: a fresh visitor signs in as
 * the demo parent, chooses the language with `?lng=`, continues as Yusuf and takes each page at each size (the
 * lesson twice: as it opens, and with the surah's settings open); another signs in as the demo teacher and takes
 * the inbox at each size.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Engine, EngineName, EnginePage } from '../apps/web/e2e/support/engines/engine-page.ts';
import { findEngines, launchEngine } from '../apps/web/e2e/support/engines/engines.ts';
import { signIn } from '../apps/web/e2e/support/engines/journeys.ts';
import { byCss, byLabel, byRole, type Target } from '../apps/web/e2e/support/engines/target.ts';
import { DEMO, DEMO_STAFF } from '../apps/web/e2e/support/sign-in.ts';

const baseUrl = process.env.SCREENSHOTS_BASE_URL ?? '';
const outDir = process.env.SCREENSHOTS_DIR ?? '';
if (!baseUrl || !outDir)
  throw new Error('run by scripts/engine-screenshots.ts, with SCREENSHOTS_BASE_URL and SCREENSHOTS_DIR');

const ENGINES = (process.env.SCREENSHOTS_ENGINES?.split(',') ?? ['webkit', 'firefox']) as EngineName[];
const SIZES = [
  [390, 844],
  [768, 1024],
  [1280, 900],
] as const;
const TEXTS = {
  nl: {
    continueAs: 'Ga verder als Yusuf',
    learnSurah: 'Leer de soera',
    settings: 'Instellingen',
    speed: 'Snelheid',
    open: 'Openen',
    profiles: 'Profielen',
    saveProfile: 'Mijn profiel opslaan',
    inboxFilter: 'Welke berichten',
  },
  en: {
    continueAs: 'Continue as Yusuf',
    learnSurah: 'Learn the surah',
    settings: 'Settings',
    speed: 'Speed',
    open: 'Open',
    profiles: 'Profiles',
    saveProfile: 'Save my profile',
    inboxFilter: 'Which messages',
  },
} as const;
type Language = keyof typeof TEXTS;
const installed = findEngines();

/** Until nothing loads any more (no spinner, fonts and images in), then a moment for transitions to end. */
async function settle(page: EnginePage) {
  await page.waitUntil(
    () =>
      !document.querySelector('img[src="/spinner.svg"]') &&
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete),
    null,
    'the page to settle',
  );
  await new Promise((resolve) => setTimeout(resolve, 700));
}

/** Firefox now and then reports a navigation it was asked for as aborted (NS_BINDING_ABORTED): asked once more. */
async function goto(page: EnginePage, path: string) {
  await page.goto(path).catch(async (error: Error) => {
    if (!error.message.includes('NS_BINDING_ABORTED')) throw error;
    await page.goto(path);
  });
}

/**
 * Opens the path and waits for what it shows; a page still on its spinner after 15 s is loaded once more (said on
 * the output: in WebKit the spinner sometimes stays for good, see the sign-in above).
 */
async function visit(page: EnginePage, path: string, shown: Target) {
  await goto(page, path);
  try {
    await page.find(shown);
  } catch (error) {
    if (!(await page.isShown(byCss('img[src="/spinner.svg"]')))) throw error;
    console.warn(`${page.engine}: ${path} still loading after 15 s; loaded again`);
    await goto(page, path);
    await page.find(shown);
  }
}

/** The profiles behind the pincode: asked for once, then open for a while. */
async function openParentArea(page: EnginePage, texts: (typeof TEXTS)[Language]) {
  const deadline = Date.now() + 15_000;
  while (!(await page.isShown(byRole('heading', texts.profiles)))) {
    if (await page.isShown(byLabel('Pincode'))) {
      await page.fill(byLabel('Pincode'), DEMO.active.pincode);
      await page.click(byRole('button', texts.open));
      await page.find(byRole('heading', texts.profiles));
      return;
    }
    if (Date.now() > deadline) throw new Error(`${page.engine}: neither the pincode nor the profiles shown`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `where`: from the top, as the page opens, or where the last tap left it (the harness scrolls it to the middle). */
async function shoot(page: EnginePage, language: Language, width: number, name: string, where: 'top' | 'here' = 'top') {
  if (where === 'top') await page.evaluate(() => window.scrollTo(0, 0), null);
  await settle(page);
  await page.screenshot(join(outDir, `${page.engine}-${language}-${width}-${name}.png`));
}

for (const name of ENGINES) {
  describe.runIf(installed[name])(name, () => {
    let engine: Engine | null = null;
    beforeAll(async () => {
      engine = await launchEngine(name, installed[name] ?? '', baseUrl);
    });
    afterAll(async () => {
      await engine?.close();
    });

    for (const language of ['nl', 'en'] as const) {
      it(`${name}, ${language}: start page, lesson 1, my profile and the parent area at ${SIZES.length} sizes`, async () => {
        if (!engine) throw new Error(`${name} did not start`);
        const texts = TEXTS[language];
        const page = await engine.newPage({ width: SIZES[0][0], height: SIZES[0][1] });
        try {
          await signIn(page, DEMO.active);
          // Who is watching drawn before going on: a WebKit page left while it still loads sometimes leaves the
          // next one on its spinner for good (its texts never asked for).
          await page.find(byRole('link', TEXTS.nl.continueAs));
          await visit(page, `/?lng=${language}`, byRole('link', texts.continueAs));
          await page.click(byRole('link', texts.continueAs));
          await page.waitUntil(() => location.pathname.startsWith('/start/'), null, "Yusuf's start page");
          const startPath = (await page.url()).pathname;
          const childId = startPath.split('/').at(-1) ?? '';
          const { childLessons } = await page.graphql<{ childLessons: { lessons: { id: string }[] } }>(
            'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } }',
            { id: childId },
          );
          const lessonPath = `/lessons/${childId}/start?lesson=${childLessons.lessons[0]?.id}`;
          for (const [width, height] of SIZES) {
            await page.setViewport(width, height);
            await visit(page, startPath, byRole('heading', 'Yusuf'));
            await shoot(page, language, width, 'start');

            const surahTask = byRole('button', texts.learnSurah);
            await visit(page, lessonPath, surahTask);
            // A lesson not done opens its first task by itself; a done one (on a used BASE_URL) is opened here.
            const isOpen = () => Boolean(document.querySelector('[data-accordion-control][aria-expanded="true"]'));
            if (!(await page.evaluate(isOpen, null))) await page.click(surahTask);
            await page.waitUntil(isOpen, null, 'the first task open');
            await shoot(page, language, width, 'lesson');
            await page.click(byRole('button', texts.settings));
            await page.find(byRole('radiogroup', texts.speed));
            await shoot(page, language, width, 'surah-settings', 'here');

            // The child's own form: the favourite questions, each with its label.
            await visit(page, `/profile/${childId}`, byRole('button', texts.saveProfile));
            await page.evaluate(() => document.querySelector('form')?.scrollIntoView(), null);
            await shoot(page, language, width, 'profile', 'here');

            await goto(page, '/parent/profiles');
            await openParentArea(page, texts);
            await shoot(page, language, width, 'parent');
          }
        } catch (error) {
          // What the engine showed when it failed, beside the pictures.
          await page.screenshot(join(outDir, `${name}-${language}-failed.png`)).catch(() => undefined);
          throw error;
        } finally {
          await page.close();
        }
      });

      it(`${name}, ${language}: the teacher's inbox at ${SIZES.length} sizes`, async () => {
        if (!engine) throw new Error(`${name} did not start`);
        const page = await engine.newPage({ width: SIZES[0][0], height: SIZES[0][1] });
        try {
          await signIn(page, DEMO_STAFF.teacher, '/staff/inbox');
          for (const [width, height] of SIZES) {
            await page.setViewport(width, height);
            await visit(page, `/staff/inbox?lng=${language}`, byRole('radiogroup', TEXTS[language].inboxFilter));
            await shoot(page, language, width, 'teacher-inbox');
          }
        } catch (error) {
          await page.screenshot(join(outDir, `${name}-${language}-teacher-failed.png`)).catch(() => undefined);
          throw error;
        } finally {
          await page.close();
        }
      });
    }
  });
}
