import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from './support/browser.ts';
import type { EngineName } from './support/engines/engine-page.ts';
import { ENGINE_NAMES } from './support/engines/engine-page.ts';
import {
  type Child,
  type Family,
  knowTheWords,
  LESSON,
  learnTheSurah,
  lessonContent,
  matchVersesAndWords,
  newChild,
  openLesson,
  openParentArea,
  openTask,
  playTheQuiz,
  saveForOffline,
  signIn,
} from './support/engines/journeys.ts';
import { reviseInSpaciousReading } from './support/engines/revision-journey.ts';
import { byLabel, byRole, byText } from './support/engines/target.ts';
import { installedEngines, useEngine } from './support/engines/use-engine.ts';
import { SURAH, uploadRecitationsAndTimings } from './support/recitations.ts';
import { DEMO, DEMO_STAFF, signIn as signInWithPlaywright } from './support/sign-in.ts';

/*
 * The core journeys, the same in Chromium, Firefox and WebKit (Safari's engine): sign-in through the provider's
 * pages, Who is watching, the parent area behind the pincode, a whole lesson to its star with the recitation
 * playing, the memorization loop going on by itself after the first tap, the surah revised from memory in spacious
 * reading, a lesson saved and done offline, the child's own voice, and a teacher hearing and answering it. Each
 * engine's child is new, in a demo family.
 */

const CHILD_OF: Record<EngineName, { name: string; family: Family }> = {
  chromium: { name: 'Chris', family: DEMO.active },
  firefox: { name: 'Fenna', family: DEMO.neighbours },
  webkit: { name: 'Wessel', family: DEMO.active },
};
const children = new Map<EngineName, Child>();
/** Each engine's recording: whose it is, and how long the child spoke at least (from "recording" shown to stop). */
const recorded = new Map<EngineName, { childName: string; seconds: number }>();

describe.runIf(hasBrowser)('the core journeys in Chromium, Firefox and WebKit', () => {
  const chromium = useBrowser();

  beforeAll(async () => {
    const page = await chromium.newPage();
    await signInWithPlaywright(page, DEMO_STAFF.administrator, '/staff/inbox');
    await uploadRecitationsAndTimings(page);
  });

  afterAll(async () => {
    // The children made here go again, with their recordings: other tests find the demo families as they were.
    for (const child of children.values()) {
      const page = await chromium.newPage();
      await signInWithPlaywright(page, child.family);
      await page.goto('/parent/profiles');
      await page.getByLabel('Pincode').fill(child.family.pincode);
      await page.getByRole('button', { name: 'Openen' }).click();
      await page.getByRole('heading', { name: 'Profielen', level: 1 }).waitFor();
      const response = await page.request.post('/graphql', {
        headers: { 'api-version': API_VERSION, 'content-type': 'application/json' },
        data: {
          query: 'mutation m($id: ID!, $username: String!) { deleteUserChild(userChildId: $id, username: $username) }',
          variables: { id: child.id, username: child.username },
        },
      });
      expect(response.ok()).toBe(true);
    }
  });

  describe("a family's journeys, the engines side by side", () => {
    // The three engines go side by side, each its own journeys in order (`it.sequential`): one after the other they
    // left the machine half idle, waiting on pages, sounds and the offline queue.
    for (const name of ENGINE_NAMES) {
      describe.runIf(installedEngines[name])(name, { timeout: 240_000, concurrent: true }, () => {
        const engine = useEngine(name);
        const { name: childName, family } = CHILD_OF[name];

        it.sequential('signs a parent in through the provider, shows Who is watching, and opens the parent area with the pincode', async () => {
          const page = await engine.newPage({ width: 390, height: 844 });
          await signIn(page, family);
          await page.find(byRole('heading', 'Wie kijkt er?'));
          await openParentArea(page, family.pincode);
          const child = await newChild(page, childName, family);
          children.set(name, child);
          await page.goto('/parent/profiles');
          await page.click(byRole('link', `Open ${childName}`));
          await page.click(byRole('link', 'Lessen openzetten'));
          await page.click(byRole('button', `Les ${LESSON} openzetten`));
          // Saved before the page is left: a change still on its way is lost with the page.
          await page.find(byRole('button', `Les ${LESSON} weer op slot zetten`));
          await page.goto(`/parent/profiles/child?child=${child.id}`);
          await page.click(byLabel(`${childName} mag opnames van zichzelf naar de leerkracht sturen`));
          await page.find(byText(`${childName} kan nu opnames naar de leerkracht sturen.`));
          await page.goto('/');
          await page.click(byRole('link', `Ga verder als ${childName}`));
          await page.waitUntil(() => location.pathname.startsWith('/start/'), null, "the child's start page");
        });

        it.sequential('plays a whole lesson to its star, the recitation sounding and the marked word following it', async () => {
          const child = children.get(name);
          if (!child) throw new Error('the first journey made no child');
          const page = await engine.newPage({ width: 1024, height: 768 });
          await signIn(page, family);
          const lessonId = await openLesson(page, child);
          const content = await lessonContent(page, child.id, lessonId);
          await learnTheSurah(page);
          await matchVersesAndWords(page, content);

          await playTheQuiz(page, content);
          await page.find(byRole('heading', 'Je hebt een ster verdiend!'));
          await page.click(byRole('button', 'Verder'));
          await page.waitUntil(() => !document.querySelector('[role="dialog"]'), null, 'the star to close');
          await page.click(byRole('link', /Terug naar de lessen/));
          await page.find(byText(`★ ${LESSON} / 20`));
          // The star is the server's too, not only this device's (a parent sees it in the parent area).
          const stars = async () =>
            (
              await page.graphql<{ childLessons: { stars: number } }>(
                'query q($c: ID!) { childLessons(userChildId: $c) { stars } }',
                { c: child.id },
              )
            ).childLessons.stars;
          const deadline = Date.now() + 30_000;
          while ((await stars()) < LESSON && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 500));
          expect(await stars()).toBe(LESSON);
        });

        it.sequential('revises the surah just learned from memory on a phone, in spacious reading, and the server keeps the grade', async () => {
          const child = children.get(name);
          if (!child) throw new Error('the first journey made no child');
          const page = await engine.newPage({ width: 390, height: 844 });
          await signIn(page, family);
          await reviseInSpaciousReading(page, child);
        });

        it.sequential('saves the next lesson for offline and does a task of it without a network; the server gets it after', async () => {
          const child = children.get(name);
          if (!child) throw new Error('the first journey made no child');
          const page = await engine.newPage({ width: 768, height: 1024 });
          await signIn(page, family);
          await openParentArea(page, family.pincode);
          await page.goto('/parent/profiles');
          await page.click(byRole('link', `Open ${child.name}`));
          await page.click(byRole('link', 'Lessen openzetten'));
          await page.click(byRole('button', `Les ${LESSON + 1} openzetten`));
          await page.find(byRole('button', `Les ${LESSON + 1} weer op slot zetten`));
          await page.goto(`/lessons/${child.id}`);
          await saveForOffline(page, LESSON + 1);
          await page.waitUntil(() => navigator.serviceWorker.controller !== null, null, 'the service worker');
          const { childLessons } = await page.graphql<{
            childLessons: { lessons: { id: string; sequence: number }[] };
          }>('query q($id: ID!) { childLessons(userChildId: $id) { lessons { id sequence } } }', { id: child.id });
          const lessonId = childLessons.lessons.find((lesson) => lesson.sequence === LESSON + 1)?.id ?? '';
          const content = await lessonContent(page, child.id, lessonId);

          await page.setOffline(true);
          await page.goto(`/lessons/${child.id}/start?lesson=${lessonId}`);
          await page.find(byRole('heading', 'An-Nasr'));
          await knowTheWords(page, content);
          await page.setOffline(false);
          const wordsDone = async () => {
            const { lesson } = await page.graphql<{
              lesson: { achievements: { type: string; accomplishedAt: string | null }[] };
            }>(
              'query q($c: ID!, $l: ID!) { lesson(userChildId: $c, lessonId: $l) { achievements { type accomplishedAt } } }',
              { c: child.id, l: lessonId },
            );
            return lesson.achievements.some(
              (achievement) => achievement.type === 'DICTIONARY' && achievement.accomplishedAt,
            );
          };
          // A page not told that the network is back (Firefox's emulation says offline, then never "online"; WebKit's
          // network is cut under it) tries again after at most 30 s (offline/progress-queue.ts), then sends.
          const deadline = Date.now() + 60_000;
          while (!(await wordsDone()) && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 500));
          expect(await wordsDone()).toBe(true);
        });

        it.sequential("records the child's own voice and sends it to the teacher", async () => {
          const child = children.get(name);
          if (!child) throw new Error('the first journey made no child');
          const page = await engine.newPage();
          await signIn(page, family);
          await openLesson(page, child);
          await openTask(page, /^Leer de soera/);
          const ownVoice = byRole('region', 'Jezelf opnemen bij vers 1');
          await page.click(byRole('button', /Neem jezelf op|Opnieuw opnemen/, ownVoice));
          await page.find(byText('Bezig met opnemen…', ownVoice));
          const recordingSince = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 2000));
          const seconds = (Date.now() - recordingSince) / 1000;
          await page.click(byRole('button', 'Stop opname', ownVoice));
          const type = await page.waitUntil(
            () => document.querySelector<HTMLAudioElement>('audio[aria-label="Jouw opname"]')?.src && 'recorded',
            null,
            'the recording to play back',
          );
          expect(type).toBe('recorded');
          await page.click(byRole('button', 'Stuur naar de leerkracht', ownVoice));
          await page.find(byText('Je opname is naar de leerkracht gestuurd.', ownVoice));
          recorded.set(name, { childName: child.name, seconds });
        });
      });
    }
  });

  describe('a teacher hearing them, once every engine has recorded', () => {
    // Once every engine has recorded: each engine's teacher plays all three recordings (WebM, Ogg or MP4).
    for (const name of ENGINE_NAMES) {
      describe.runIf(installedEngines[name])(name, { timeout: 240_000, concurrent: true }, () => {
        const engine = useEngine(name);

        it('lets a teacher hear the recordings made in all three engines and answer one', async () => {
          const page = await engine.newPage();
          await signIn(page, DEMO_STAFF.teacher, '/staff/inbox');
          // Recordings answered in another engine are read: all of them are listed under "Alle".
          await page.click(byLabel(/^Alle/));
          for (const [madeIn, { childName, seconds }] of recorded) {
            const item = byRole('article', `${childName}: soera ${SURAH}, vers 1`);
            await page.find(item);
            // WebKit's own recordings (fragmented MP4 from its mock microphone) hold about 1 s of a 2 s take and stop
            // short of their end in Chromium and Firefox, with any bitrate: known, not yet solved. They must play.
            const toItsEnd = madeIn !== 'webkit';
            const played = await page.evaluate(
              async ({ label, wait }) => {
                const audio = document.querySelector<HTMLAudioElement>(`audio[aria-label="${label}"]`);
                if (!audio) return 'no player';
                audio.muted = true; // heard by the test, not by the machine: the engine's autoplay rules allow muted play
                const ended = new Promise((resolve) => audio.addEventListener('ended', resolve, { once: true }));
                const failed = new Promise((resolve) => audio.addEventListener('error', resolve, { once: true }));
                await audio.play().catch(() => undefined);
                await Promise.race([ended, failed, new Promise((resolve) => setTimeout(resolve, wait))]);
                // A decoder and the sound output start first (AAC in Firefox takes a moment); then time moves.
                for (let waited = 0; waited < 5000 && audio.currentTime <= 0.2 && !audio.error; waited += 100)
                  await new Promise((resolve) => setTimeout(resolve, 100));
                return audio.error ? 'cannot decode' : { ended: audio.ended, seconds: audio.currentTime };
              },
              { label: `Opname van ${childName}, soera ${SURAH}, vers 1`, wait: toItsEnd ? 15_000 : 800 },
            );
            const what = `${childName}'s recording (${madeIn}) in ${name}, after ${seconds} s of speaking`;
            if (typeof played === 'string') {
              // Chromium plays every engine's recordings, and each engine its own.
              expect(name === 'chromium' || madeIn === name, `${what}: ${played}`).toBe(false);
              // Elsewhere the product may say plainly that it cannot play it, with the file to download.
              await page.find(byText('Deze browser kan deze opname niet afspelen.', item));
              await page.find(byRole('link', 'Download de opname', item));
              console.info(`A recording made in ${madeIn} cannot be played in ${name}: the teacher reads so.`);
              continue;
            }
            if (!toItsEnd) {
              expect(played.seconds, what).toBeGreaterThan(0.2);
              continue;
            }
            // Played to its end: the teacher hears all the child said, not a fraction of a second of it.
            expect(played.ended, `${what}: played to its end`).toBe(true);
            expect(played.seconds, what).toBeGreaterThan(seconds - 0.5);
          }
          const own = children.get(name)?.name ?? '';
          const item = byRole('article', `${own}: soera ${SURAH}, vers 1`);
          await page.click(byRole('button', `Antwoord aan ${own}`, item));
          await page.fill(byLabel(`Je antwoord aan ${own}`, item), `Mooi gedaan, ${own}!`);
          await page.click(byRole('button', 'Antwoord versturen', item));
          await page.find(byText(`Je antwoord is verstuurd naar ${own}.`));
        });
      });
    }
  });
});
