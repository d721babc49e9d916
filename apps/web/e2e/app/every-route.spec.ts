import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { childScreenProblems, keyboardProblems } from '../support/child-screen.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/** Every route of the spec, as the child and as the parent, with the ids the demo family has. */
async function routesOf(page: Page) {
  const { subscription } = await graphql(page, '{ subscription { id children { id name } } }');
  const child = subscription.children.find((kid: { name: string }) => kid.name === 'Noor').id;
  const { childLessons, personalDevelopments } = await graphql(
    page,
    'query q($id: ID!) { childLessons(userChildId: $id) { lessons { id } } personalDevelopments(userChildId: $id) { id } }',
    { id: child },
  );
  const lesson = childLessons.lessons[0].id;
  return {
    child: [
      '/',
      `/start/${child}`,
      `/lessons/${child}`,
      `/lessons/${child}/introduction`,
      `/lessons/${child}/start?lesson=${lesson}`,
      `/library/${child}`,
      `/library/${child}/downloads`,
      `/library/${child}/dictionary`,
      `/library/${child}/recitations`,
      `/library/${child}/media`,
      `/library/${child}/personal_development`,
      `/library/${child}/personal_development/${personalDevelopments[0].id}`,
      `/friends/${child}`,
      `/friends/${child}/details?friend=00000000-0000-4000-8000-000000000000`,
      `/messages/${child}`,
      `/revision/${child}?lesson=${lesson}`,
      `/revision/${child}?done=1`,
      `/profile/${child}`,
      `/test/${child}`,
      `/final_message/${child}`,
      `/certificate/${child}`,
      `/profile/create/${subscription.id}`,
      '/renew',
      '/bestaat-niet',
    ],
    parent: [
      '/parent/profiles',
      `/parent/profiles/child?child=${child}`,
      `/parent/profiles/child/details?child=${child}`,
      `/parent/profiles/child/unlock?child=${child}`,
      `/parent/profiles/child/progression?child=${child}`,
      `/parent/profiles/child/revision?child=${child}`,
      `/parent/profiles/child/homework?child=${child}`,
      `/parent/profiles/child/send_message?child=${child}`,
      `/parent/profiles/child/final_test?child=${child}`,
      '/parent/lessons',
      '/parent/account',
      '/parent/review',
    ],
  };
}

describe.runIf(hasBrowser)('accessibility of every route', () => {
  const browser = useBrowser();

  for (const language of ['nl', 'en']) {
    it(`has no serious or critical axe violation on any route, as child and as parent (${language})`, async () => {
      const page = await browser.newPage();
      await signIn(page, DEMO.neighbours);
      await page.evaluate((chosen) => localStorage.setItem('i18nextLng', chosen), language);
      const routes = await routesOf(page);
      const failures: string[] = [];
      const check = async (path: string, asChild = false) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const problems = [
          ...(await seriousViolations(page)),
          ...(asChild ? [...(await childScreenProblems(page)), ...(await keyboardProblems(page))] : []),
        ];
        for (const problem of problems) failures.push(`${path}: ${problem}`);
      };
      for (const path of routes.child) await check(path, true);
      await page.goto('/parent/profiles');
      await page
        .getByLabel(/Pincode/)
        .first()
        .fill(DEMO.neighbours.pincode);
      await page.getByRole('button', { name: /Openen|Open/ }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const path of routes.parent) await check(path);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(failures).toEqual([]);
    }, 720_000); // axe on every route: over 360 s on the slower machine of 2026-11-28
  }
});
