import { expect } from 'vitest';
import { childVerses, expectMarksToFollow, type Reading } from '../recitations.ts';
import type { EnginePage } from './engine-page.ts';
import { byLabel, byRole, byText } from './target.ts';

/* The steps of the core journeys, the same in every engine (e2e/engines.spec.ts). */

export type Account = { email: string; password: string };
export type Family = Account & { pincode: string };
export type Child = { id: string; name: string; username: string; family: Family };
/** Al-Masad: the lesson whose recitations the journeys upload. */
export const LESSON = 5;

export async function signIn(page: EnginePage, account: Account, landing = '/') {
  await page.goto('/');
  await page.click(byRole('link', 'Inloggen'));
  await page.fill(byLabel('E-mailadres'), account.email);
  await page.fill(byLabel('Wachtwoord'), account.password);
  await page.click(byRole('button', 'Inloggen'));
  await page.waitUntil(
    (path) => location.pathname === path && !location.search.includes('signin'),
    landing,
    `landing on ${landing}`,
  );
}

export async function openParentArea(page: EnginePage, pincode: string) {
  await page.goto('/parent/profiles');
  await page.fill(byLabel('Pincode'), '0000');
  await page.click(byRole('button', 'Openen'));
  await page.find(byText(/^Deze pincode klopt niet\. Je hebt nog \d+ pogingen\.$/));
  await page.fill(byLabel('Pincode'), pincode);
  await page.click(byRole('button', 'Openen'));
  await page.find(byRole('heading', 'Profielen'));
}

/** A new child with lessons 1 to 4 done, made through the API with the parent's own session. */
export async function newChild(page: EnginePage, name: string, family: Family): Promise<Child> {
  const { subscription } = await page.graphql<{ subscription: { id: string } }>('{ subscription { id } }');
  const username = `${name.toLowerCase()}${Date.now() % 1_000_000}`;
  const { createUserChild } = await page.graphql<{ createUserChild: { id: string } }>(
    'mutation m($input: CreateUserChildInput!) { createUserChild(input: $input) { id } }',
    {
      input: {
        subscriptionId: subscription.id,
        username,
        name,
        gender: 'girl',
        dateOfBirth: '2018-02-01',
        avatar: 'girl-2',
      },
    },
  );
  const id = createUserChild.id;
  const { childLessons } = await page.graphql<{
    childLessons: { lessons: { id: string; achievements: { id: string }[] }[] };
  }>('query q($id: ID!) { childLessons(userChildId: $id) { lessons { id achievements { id } } } }', { id });
  for (const [index, lesson] of childLessons.lessons.slice(0, LESSON - 1).entries()) {
    if (index > 0)
      await page.graphql(
        'mutation m($id: ID!, $lesson: ID!) { unlockLesson(userChildId: $id, lessonId: $lesson) { id } }',
        {
          id,
          lesson: lesson.id,
        },
      );
    await page.graphql(
      'mutation m($id: ID!, $ids: [ID!]!) { addAccomplishedAchievement(userChildId: $id, achievementIds: $ids) { affectedRows } }',
      { id, ids: lesson.achievements.map((achievement) => achievement.id) },
    );
  }
  return { id, name, username, family };
}

export type LessonContent = {
  verses: { verse: string; translation: { en: string; nl: string | null } }[];
  words: { word: string; meaning: { nl: string } }[];
  quiz: { options: { nl: string }[]; answer: number }[];
};

export async function lessonContent(page: EnginePage, childId: string, lessonId: string) {
  const { lesson } = await page.graphql<{ lesson: { content: LessonContent } }>(
    `query getLessonWithLock($userChildId: ID!, $lessonId: ID!) { lesson(userChildId: $userChildId, lessonId: $lessonId) {
      content { verses { verse translation { en nl } } words { word meaning { nl } } quiz { options { nl } answer } } } }`,
    { userChildId: childId, lessonId },
  );
  return lesson.content;
}

/**
 * Opens a task of the lesson, unless it is open already (the first task left opens by itself). A tap toggles:
 * `click` taps again only when the first tap never reached the page, so it cannot close the task again.
 */
export async function openTask(page: EnginePage, name: RegExp) {
  const button = byRole('button', name);
  const isOpen = (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true';
  if (!(await page.evaluate(isOpen, await page.find(button)))) await page.click(button);
  await page.waitUntil(isOpen, await page.find(button), `the task ${name} to open`);
}

/** "Bewaar voor offline" on the lessons overview, until the lesson shows as kept (one tap, as a family taps). */
export async function saveForOffline(page: EnginePage, lessonNumber: number) {
  await page.click(byRole('button', `Bewaar voor offline: les ${lessonNumber}`));
  await page.find(byText(/Offline beschikbaar · \d+ kB/));
}

export async function matchAll(page: EnginePage, prompts: string, answers: string, pairs: [string, string][]) {
  for (const [prompt, answer] of pairs) {
    await page.click(byRole('button', prompt, byRole('group', prompts)));
    await page.click(byRole('button', answer, byRole('group', answers)));
  }
}

/**
 * `readings`: one per reading of a recitation, a new one after each `ended` (what `expectMarksToFollow` judges).
 * `log`: the audio's events and each marked word, with the page's clock and the audio's (for a failure's report).
 */
export type Heard = { plays: string[]; readings: Reading[]; taps: number; log: string[] };

/**
 * From now on: which recitation plays and where it is (on every frame), and each word the page marks as being said
 * (on every change of the page, however short: a busy engine's frames can come further apart than a word lasts).
 */
export const startListening = (page: EnginePage) =>
  page.evaluate(() => {
    const heard: Heard = { plays: [], readings: [{ frames: [], marks: [] }], taps: 0, log: [] };
    const audioMs = () => Math.round((document.querySelector('audio')?.currentTime ?? -1) * 1000);
    const reading = () => heard.readings.at(-1) ?? { frames: [], marks: [] };
    const note = (what: string) => heard.log.push(`${Math.round(performance.now())} ${what} @${audioMs()}`);
    for (const type of ['play', 'playing', 'pause', 'ended', 'seeking', 'seeked', 'waiting', 'stalled', 'emptied'])
      document.addEventListener(type, () => note(type), true);
    document.addEventListener('ended', () => heard.readings.push({ frames: [], marks: [] }), true);
    Object.assign(window, { heard });
    document.addEventListener('pointerdown', () => heard.taps++, true);
    new MutationObserver((changes) => {
      // A word marked as it is put on the page makes no change of attribute: the page as it is now names it.
      const marked = [...changes.map((change) => change.target), ...document.querySelectorAll('[data-spoken]')];
      for (const word of marked) {
        if (!(word instanceof Element) || !word.hasAttribute('data-spoken')) continue;
        const label = word.getAttribute('aria-label') ?? '';
        if (reading().marks.at(-1)?.label === label) continue;
        reading().marks.push({ label, audioMs: audioMs() });
        note(label.replace(/:.*/, ''));
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-spoken'] });
    const frame = () => {
      const audio = document.querySelector('audio');
      if (audio && !audio.paused && !audio.seeking) {
        // A source just set is named only once the element has taken it up (until then its currentSrc is empty).
        if (audio.currentSrc && heard.plays.at(-1) !== audio.currentSrc) heard.plays.push(audio.currentSrc);
        reading().frames.push([
          performance.now(),
          audio.currentTime * 1000,
          audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA,
        ]);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, null);

export async function openLesson(page: EnginePage, child: Child) {
  await page.goto(`/lessons/${child.id}`);
  await page.click(byRole('link', new RegExp(`Les ${LESSON}(?!\\d).*Al-Masad`)));
  await page.find(byRole('heading', 'Al-Masad'));
  await page.waitUntil(() => location.search.includes('lesson='), null, 'the lesson in the address');
  return new URL((await page.url()).href).searchParams.get('lesson') ?? '';
}

/** "Learn the surah" at one repetition: one tap, then the loop plays each verse and waits for the child by itself. */
export async function learnTheSurah(page: EnginePage) {
  await page.click(byRole('button', 'Instellingen'));
  await page.select(byLabel('Herhalen'), '1');
  // The speed is a row of radios drawn by CSS alone: a tap on an option's label chooses it, and 1× again.
  // (Each check runs in the page, sent as source: it names the radio itself.)
  const isFastest = (wanted: boolean) =>
    document.querySelector<HTMLInputElement>('input[type="radio"][value="1.5"]')?.checked === wanted;
  await page.click(byLabel('1,5×'));
  await page.waitUntil(isFastest, true, 'the speed 1,5× chosen');
  await page.click(byLabel('1×', byRole('radiogroup', 'Snelheid')));
  await page.waitUntil(isFastest, false, 'the speed 1× chosen again');
  await startListening(page);
  await page.click(byRole('button', 'Afspelen'));
  // After the child's turn to say it, verse 2 plays without another tap (Safari allows it only on the same element).
  const second = await page.waitUntil(
    () => {
      const { heard } = window as unknown as { heard: Heard };
      return heard.plays.length >= 2 && heard;
    },
    null,
    'verse 2 playing by itself',
  );
  // Verse 1 sounded (its time went on) and the marked word followed it, word after word.
  const log = `${second.log.join(', ')}; played ${second.plays.join(', ')}`;
  expectMarksToFollow(second.readings[0] ?? { frames: [], marks: [] }, childVerses[0] ?? [], log);
  expect(second.plays[1]).not.toBe(second.plays[0]);
  expect(second.taps).toBe(1);
  // The child ends each later turn itself instead of waiting for the pause.
  const allRecited = byText('Goed gedaan! Je hebt elk vers gehoord en nagezegd.');
  const saidIt = byRole('button', 'Ik heb het nagezegd');
  const deadline = Date.now() + 60_000;
  while (!(await page.isShown(allRecited))) {
    // Past the deadline, `find` fails with what the page shows instead.
    if (Date.now() > deadline) await page.find(allRecited, 0);
    if (await page.isShown(saidIt)) await page.click(saidIt).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function matchVersesAndWords(page: EnginePage, content: LessonContent) {
  await openTask(page, /^Leer de vertaling/);
  await matchAll(
    page,
    'Verzen',
    'Vertalingen',
    content.verses.map((verse) => [verse.verse, verse.translation.nl ?? verse.translation.en]),
  );
  await page.find(byText('Goed gedaan! Je weet wat elk vers betekent.'));
  await knowTheWords(page, content);
}

/** "Know the words": each word matched to its meaning, until the task says the child knows them all. */
export async function knowTheWords(page: EnginePage, content: LessonContent) {
  await openTask(page, /^Ken de woorden/);
  await page.click(byRole('button', 'Ik ken ze, start de opdracht'));
  await matchAll(
    page,
    'Woorden',
    'Betekenissen',
    content.words.map((word) => [word.word, word.meaning.nl]),
  );
  await page.find(byText('Goed gedaan! Je kent alle woorden.'));
}

export async function playTheQuiz(page: EnginePage, content: LessonContent) {
  await openTask(page, /^Speel de quiz/);
  for (const [index, question] of content.quiz.entries()) {
    await page.click(byRole('radio', question.options[question.answer]?.nl ?? ''));
    await page.click(byRole('button', index === content.quiz.length - 1 ? 'Bekijk je score' : 'Volgende vraag'));
  }
  await page.find(byText('Super! Je hebt de quiz gehaald.'));
}
