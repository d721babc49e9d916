import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { openTask } from '../support/lesson-tasks.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

type Box = { group: string; text: string; top: number; bottom: number; left: number; right: number };
type Spill = { text: string; by: string };

/**
 * Every verse and translation box of the matching task: where it is, and whether its text runs out of it (its
 * scroll size beyond its client size, or the text's own rectangle outside the box's).
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const boxes: Box[] = [];
    const spills: Spill[] = [];
    for (const group of document.querySelectorAll('fieldset, [role=group]')) {
      const name =
        group.getAttribute('aria-label') ??
        document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ??
        '';
      if (name !== 'Verzen' && name !== 'Vertalingen') continue;
      for (const button of group.querySelectorAll('button')) {
        const rect = button.getBoundingClientRect();
        const text = (button.textContent ?? '').slice(0, 40);
        boxes.push({ group: name, text, top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
        if (button.scrollHeight > button.clientHeight + 1)
          spills.push({ text, by: `height ${button.scrollHeight} > ${button.clientHeight}` });
        if (button.scrollWidth > button.clientWidth + 1)
          spills.push({ text, by: `width ${button.scrollWidth} > ${button.clientWidth}` });
        for (const inner of button.querySelectorAll('span')) {
          const content = inner.getBoundingClientRect();
          if (
            content.bottom > rect.bottom + 1 ||
            content.top < rect.top - 1 ||
            content.right > rect.right + 1 ||
            content.left < rect.left - 1
          ) {
            spills.push({
              text,
              by: `text at ${Math.round(content.top)}–${Math.round(content.bottom)} in a box at ${Math.round(rect.top)}–${Math.round(rect.bottom)}`,
            });
          }
        }
      }
    }
    return { boxes, spills };
  });

const overlaps = (a: Box, b: Box) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1 &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;

describe.runIf(hasBrowser)('"Leer de vertaling" on a phone and a laptop', () => {
  const browser = useBrowser();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`shows every verse and translation whole, none over another, at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await signIn(page, DEMO.active);
      await page.getByRole('link', { name: 'Ga verder als Amina' }).click();
      await page.getByRole('link', { name: 'Lessen' }).click();
      await page.getByRole('link', { name: /Les 1(?!\d).*Al-Fatiha/ }).click();
      await openTask(page, 'Leer de vertaling');
      await page.getByRole('group', { name: 'Vertalingen' }).getByRole('button').first().waitFor();
      // The fonts decide the text's height.
      await page.evaluate(() => document.fonts.ready);

      const { boxes, spills } = await measure(page);
      // Al-Fatiha: seven verses and seven translations.
      expect(boxes).toHaveLength(14);
      expect(spills).toEqual([]);
      const overlapping = boxes.flatMap((box, index) =>
        boxes
          .slice(index + 1)
          .filter((other) => overlaps(box, other))
          .map((other) => `${box.text} / ${other.text}`),
      );
      expect(overlapping).toEqual([]);
      await page.context().close();
    });
  }
});
