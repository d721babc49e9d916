import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { clippedParts, PHONE } from '../support/clipping.ts';
import { graphql } from '../support/graphql.ts';
import { deviceStore } from '../support/offline-lesson.ts';
import { DEMO, DEMO_STAFF, signIn } from '../support/sign-in.ts';
import { newChild, openParentArea, removeChild } from '../support/test-child.ts';

const FAMILY = DEMO.neighbours;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An hour past this time tomorrow: a passage learned now is due by then. */
const tomorrow = () => new Date(Date.now() + DAY_MS + 60 * 60 * 1000);

describe.runIf(hasBrowser)('revision that plans itself, and spacious reading', () => {
  const browser = useBrowser();

  it('shows a surah learned yesterday as due, revises and grades it; the parent sees it and changes the plan, the teacher corrects the grade', async () => {
    const page = await browser.newPage();
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    const child = await newChild(page, 'Hamza', 1);
    try {
      // The next day on the tablet: the surah learned today is due then.
      await page.clock.setFixedTime(tomorrow());
      await page.goto(`/start/${child.id}`);
      const today = page.getByRole('region', { name: 'Vandaag herhalen' });
      const revise = today.getByRole('link', { name: /^Herhaal / });
      await revise.waitFor();
      expect(await revise.count()).toBe(1);
      await revise.click();
      await page.getByRole('heading', { level: 1, name: /^Herhalen: / }).waitFor();
      const firstVerse = page.getByRole('button', { name: 'Vers 1' });
      expect(await page.locator('[lang="ar"]').count()).toBe(0);
      await firstVerse.click();
      await page.locator('[lang="ar"]').first().waitFor();
      await page.getByRole('button', { name: 'Ik wist het' }).click();
      await page.getByRole('heading', { name: 'Je hebt alles voor vandaag herhaald!' }).waitFor();
      await page.getByRole('link', { name: 'Terug naar mijn startpagina' }).click();
      await today.getByText('Klaar voor vandaag. Goed gedaan!').waitFor();

      // The parent, today: the parent area's window is counted by the page's clock.
      await page.clock.setFixedTime(new Date());
      await page.goto(`/parent/profiles/child/revision?child=${child.id}`);
      await page.getByRole('heading', { name: 'Hoe Hamza het onthoudt' }).waitFor();
      // The plot of how the passage holds: drawn, one line.
      await page.locator('.recharts-line-curve').first().waitFor({ state: 'attached' });
      const grade = page.getByRole('combobox', { name: /^Cijfer: / });
      expect(await grade.inputValue()).toBe('GOOD');
      await page.getByLabel('Minuten per dag, hoogstens').fill('15');
      await page.getByRole('button', { name: 'Plan opslaan' }).click();
      await page.getByText('Het plan is opgeslagen.').waitFor();
      const { childRevision } = await graphql(
        page,
        'query q($c: ID!) { childRevision(userChildId: $c) { minutesPerDay passages { revisedAt } } }',
        { c: child.id },
      );
      expect(childRevision.minutesPerDay).toBe(15);
      expect(childRevision.passages[0].revisedAt).not.toBeNull();

      // The group's teacher finds it from the group's progress and corrects the grade; the parent reads who did.
      const teacher = await browser.newPage();
      await signIn(teacher, DEMO_STAFF.teacher, '/staff/inbox');
      await teacher.goto('/staff/progress');
      await teacher.getByRole('link', { name: /Herhalen van Hamza/ }).click();
      await teacher.getByRole('heading', { level: 1, name: 'Herhalen: Hamza' }).waitFor();
      const teachersGrade = teacher.getByRole('combobox', { name: /^Cijfer: / });
      expect(await teachersGrade.inputValue()).toBe('GOOD');
      expect(await seriousViolations(teacher)).toEqual([]);
      await teachersGrade.selectOption('HARD');
      await teacher.getByText('Aangepast door leerkracht').waitFor();
      await page.reload();
      await page.getByText('Aangepast door leerkracht').waitFor();
      expect(await grade.inputValue()).toBe('HARD');
    } finally {
      await removeChild(page, child);
    }
  });

  it('reads spaciously on a 390 px phone: larger joined Arabic, nothing scrolls sideways', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    const child = await newChild(page, 'Maryam', 1);
    try {
      await page.goto(`/profile/${child.id}`);
      await page.getByRole('switch', { name: 'Ruim lezen' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.spaciousReading !== undefined);
      // The surah learned, said from memory with a peek at its first verse: Arabic on screen.
      const revision = `/revision/${child.id}?lesson=${child.lessons[0]?.id ?? ''}`;
      const peekedArabic = async () => {
        await page.goto(revision);
        await page.getByRole('button', { name: 'Vers 1' }).click();
        const arabic = page.locator('[lang="ar"]').first();
        await arabic.waitFor();
        return arabic;
      };
      const arabic = await peekedArabic();
      const style = await arabic.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          size: Number.parseFloat(computed.fontSize),
          letters: computed.letterSpacing,
          line: computed.lineHeight,
        };
      });
      expect(style.letters).toBe('normal');
      expect(Number.parseFloat(style.line) / style.size).toBeGreaterThanOrEqual(2.2);
      const folder = join(tmpdir(), 'koran-kids-screens');
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: join(folder, 'spacious-reading-390.png') });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The child's answers whole on the phone, in Dutch and in English.
      for (const [language, answers] of [
        ['Nederlands', ['Ik wist het', 'Bijna', 'Nog niet']],
        ['English', ['I knew it', 'Almost', 'Not yet']],
      ] as const) {
        await page.getByRole('radio', { name: language }).dispatchEvent('click');
        const buttons = page.getByRole('button', { name: new RegExp(`^(${answers.join('|')})$`) });
        await expect.poll(() => buttons.count()).toBe(3);
        expect(await clippedParts(page, buttons)).toEqual([]);
      }
      await page.getByRole('radio', { name: 'Nederlands' }).dispatchEvent('click');
      await page.goto(`/profile/${child.id}`);
      await page.getByRole('switch', { name: 'Ruim lezen' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.spaciousReading === undefined);
      const normal = await (await peekedArabic()).evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
      expect(style.size / normal).toBeGreaterThanOrEqual(1.4);
    } finally {
      await removeChild(page, child);
    }
  });

  it("revises offline: today's passage opens without a network, and its grade reaches the server once back", async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    const context = page.context();
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    const child = await newChild(page, 'Zakaria', 1);
    try {
      await page.clock.setFixedTime(tomorrow());
      await page.goto(`/start/${child.id}`);
      const revise = page.getByRole('region', { name: 'Vandaag herhalen' }).getByRole('link', { name: /^Herhaal / });
      await revise.waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The passage was read ahead and its copy kept on the device.
      const isPassageCopy = (copy: unknown) => {
        const lesson = (copy as { lesson?: { content?: { verses?: unknown[] }; achievements?: unknown } }).lesson;
        return Boolean(lesson?.content?.verses && lesson.achievements === undefined);
      };
      await expect
        .poll(async () => (await deviceStore(page, 'copies')).some(isPassageCopy), { timeout: 15_000 })
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await page.getByText('Je bent offline.', { exact: false }).waitFor();
      await revise.click();
      await page.getByRole('button', { name: 'Vers 1' }).click();
      await page.locator('[lang="ar"]').first().waitFor();
      await page.getByRole('button', { name: 'Bijna' }).click();
      await page.getByRole('heading', { name: 'Je hebt alles voor vandaag herhaald!' }).waitFor();
      await page.getByRole('link', { name: 'Terug naar mijn startpagina' }).click();
      await page.getByText('Klaar voor vandaag. Goed gedaan!').waitFor();

      await context.setOffline(false);
      const revisedAt = async () => {
        const { childRevision } = await graphql(
          page,
          'query q($c: ID!) { childRevision(userChildId: $c) { passages { revisedAt } } }',
          { c: child.id },
        );
        return childRevision.passages[0].revisedAt as string | null;
      };
      await expect.poll(revisedAt, { timeout: 20_000 }).not.toBeNull();
      const { revisionHistory } = await graphql(
        page,
        'query q($c: ID!) { revisionHistory(userChildId: $c) { reviews { grade gradedBy } } }',
        { c: child.id },
      );
      expect(revisionHistory[0].reviews).toEqual([
        { grade: 'GOOD', gradedBy: 'LEARNED' },
        { grade: 'HARD', gradedBy: 'CHILD' },
      ]);
    } finally {
      await context.setOffline(false);
      await removeChild(page, child);
    }
  });
});
