import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { smallTargets } from './support/child-screen.ts';
import { PHONE } from './support/clipping.ts';
import { DEMO, signIn } from './support/sign-in.ts';
import { newChild, openParentArea, removeChild, type TestChild } from './support/test-child.ts';

/*
 * On the devices families use: a child's tablet and a parent's phone, both tapped with a finger. Each test makes its
 * own child.
 */

const FAMILY = DEMO.neighbours;
const TABLET = { width: 768, height: 1024 };
const TOUCH = { hasTouch: true, isMobile: true } as const;

/** Opens a path and waits until its page has come and settled. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The lesson's five tasks, every one opened, so each task's own controls are measured too. */
async function openEveryTask(page: Page) {
  for (const control of await page.locator('main .mantine-Accordion-control').all()) {
    if ((await control.getAttribute('aria-expanded')) === 'false') await control.click();
  }
  await page.waitForLoadState('networkidle');
}

const childPages = (child: TestChild) => [
  '/',
  `/start/${child.id}`,
  `/lessons/${child.id}`,
  `/lessons/${child.id}/start?lesson=${child.lessons[0]?.id}`,
];

const parentPages = (child: TestChild) => [
  '/parent/profiles',
  `/parent/profiles/child?child=${child.id}`,
  `/parent/profiles/child/details?child=${child.id}`,
  `/parent/profiles/child/unlock?child=${child.id}`,
  `/parent/profiles/child/progression?child=${child.id}`,
  `/parent/profiles/child/send_message?child=${child.id}`,
  '/parent/lessons',
  '/parent/account',
  '/parent/review',
  // The sources and licences, linked from the parent pages' footer.
  '/credits',
];

describe.runIf(hasBrowser)('on the devices families use', () => {
  const browser = useBrowser();

  // Every visible link, button and form control, measured as laid out. A link inside a sentence (inline, beside
  // words of its own paragraph) is left out, as WCAG 2.5.5 leaves it out: its height is the line's.
  for (const [device, viewport] of [
    ['a 390 px phone', PHONE],
    ['a 768 px tablet', TABLET],
  ] as const) {
    it(`gives a finger 44 × 44 px on every control of the child's pages and the parent area, on ${device}`, async () => {
      const page = await browser.newPage({ viewport, ...TOUCH });
      const failures: string[] = [];
      const check = async (where: string) => {
        for (const problem of await smallTargets(page)) failures.push(`${where}: ${problem}`);
      };
      await signIn(page, FAMILY);
      await page.goto('/parent/profiles');
      await page.getByLabel('Pincode').waitFor();
      await check('the pincode gate');
      await openParentArea(page, FAMILY);
      const child = await newChild(page, 'Safiya');
      try {
        for (const path of parentPages(child)) {
          await visit(page, path);
          await check(path);
        }
        for (const path of childPages(child)) {
          await visit(page, path);
          if (path.includes('lesson=')) await openEveryTask(page);
          await check(path);
        }
      } finally {
        await removeChild(page, child);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
