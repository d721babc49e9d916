import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DESKTOP, PHONE } from '../support/clipping.ts';
import { graphql } from '../support/graphql.ts';
import { DEMO_STAFF, signIn } from '../support/sign-in.ts';

/** Where each element lies across the page, measured as painted. */
async function horizontalSpans(elements: Locator) {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { left: rect.left, right: rect.right, width: rect.width };
    }),
  );
}

/** Every element lies whole within the page's width, without scrolling sideways to it. */
async function expectWithinViewport(page: Page, elements: Locator, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const spans = await horizontalSpans(elements);
  expect(spans.length, what).toBeGreaterThan(0);
  for (const span of spans) {
    expect(span.width, what).toBeGreaterThan(0);
    expect(span.left, what).toBeGreaterThanOrEqual(0);
    expect(span.right, what).toBeLessThanOrEqual(width);
  }
}

/** The staff menu's height and the rows its visible items stand in, against the height of one item. */
async function menuRows(page: Page) {
  return page.getByRole('navigation', { name: 'Menu van het instituut' }).evaluate((nav) => {
    const items = [...nav.querySelectorAll('a, button')]
      .map((item) => item.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0);
    const tops = new Set(items.map((rect) => Math.round(rect.top)));
    return {
      rows: tops.size,
      height: nav.getBoundingClientRect().height,
      itemHeight: Math.max(...items.map((rect) => rect.height)),
    };
  });
}

async function expectMenuInTwoRows(page: Page) {
  const menu = await menuRows(page);
  expect(menu.rows).toBeLessThanOrEqual(2);
  // Two rows of items and the space between them; four rows (as before) are twice that.
  expect(menu.height).toBeLessThanOrEqual(2.5 * menu.itemHeight);
}

/** The staff page at `path` and its Dutch heading. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe.runIf(hasBrowser)("the institute's side on a phone", () => {
  const browser = useBrowser();

  it('keeps the staff menu to two rows on a phone and a desktop, its sections still reached by keyboard', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    await page.getByRole('heading', { name: 'Berichten van kinderen', level: 1 }).waitFor();
    await expectMenuInTwoRows(page);

    // By keyboard alone: open the menu, go through its sections with Tab, take one with Enter.
    await page.getByRole('button', { name: /^Menu/ }).focus();
    await page.keyboard.press('Enter');
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Logboek') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Logboek', level: 1 }).waitFor();
    await expectMenuInTwoRows(page);

    await page.setViewportSize(DESKTOP);
    await expectMenuInTwoRows(page);
    await expectWithinViewport(page, page.getByRole('navigation').getByRole('link'), 'menu on a desktop');
  });

  it('puts "Verlengen" and the group boxes on the screen at 390 and 1280 px, and works them by keyboard', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    const groupBoxes = page.getByRole('checkbox', { name: /is leerkracht van/ });
    const extendButtons = page.getByRole('button', { name: /^Verlengen:/ });

    // A group box changed by keyboard on the phone, and changed back.
    await open(page, '/staff/team', 'Team');
    await expectWithinViewport(page, groupBoxes, 'group boxes at 390 px');
    const own = page.getByRole('checkbox', { name: /^Hanan Ouali is leerkracht van/ }).first();
    const wasAssigned = await own.isChecked();
    await own.focus();
    await page.keyboard.press('Space');
    await page
      .getByText(wasAssigned ? /is geen leerkracht meer van/ : /is nu leerkracht van/)
      .first()
      .waitFor();
    await expect.poll(() => own.getAttribute('aria-busy')).toBe('false');
    expect(await own.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => own.isChecked()).toBe(wasAssigned);
    await page.setViewportSize(DESKTOP);
    await expectWithinViewport(page, groupBoxes, 'group boxes at 1280 px');

    await open(page, '/staff/families', 'Abonnementen');
    await expectWithinViewport(page, extendButtons, '"Verlengen" at 1280 px');
    await page.setViewportSize(PHONE);
    await expectWithinViewport(page, extendButtons, '"Verlengen" at 390 px');
    // "Verlengen" opens its form from the keyboard, right where it is on the phone.
    await extendButtons.first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByLabel('Aantal dagen').waitFor();
  });

  it('lets a keyboard scroll the wide tables of group progress and the audit on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    // Two entries for the audit: a teacher given a second group, and taken off it again.
    const { staffMembers, staffGroups } = await graphql(page, '{ staffMembers { userId email } staffGroups { id } }');
    const administrator = staffMembers.find(
      (member: { email: string }) => member.email === DEMO_STAFF.administrator.email,
    );
    for (const assigned of [true, false])
      await graphql(
        page,
        'mutation ($u: ID!, $g: ID!, $a: Boolean!) { assignTeacher(userId: $u, courseGroupId: $g, assigned: $a) { assigned } }',
        { u: administrator.userId, g: staffGroups[0].id, a: assigned },
      );

    for (const [path, heading, table] of [
      ['/staff/progress', 'Voortgang', 'De kinderen'],
      ['/staff/audit', 'Logboek', 'Logboek'],
    ] as const) {
      await open(page, path, heading);
      await page.getByRole('table', { name: table }).waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
      // What does not fit beside itself on a phone is scrolled to with the arrow keys.
      const region = page.getByRole('table', { name: table }).locator('xpath=ancestor::div[@role="region"][1]');
      await region.focus();
      const scrolled = () => region.evaluate((element) => element.scrollLeft);
      await page.keyboard.press('ArrowRight');
      await expect.poll(scrolled, { message: path }).toBeGreaterThan(0);
    }
  });
});
