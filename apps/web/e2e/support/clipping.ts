import type { Locator, Page } from 'playwright-core';

/**
 * What a reader cannot see of these elements: text cut off inside them (an element, or one inside it, whose content
 * is wider than its box and hides or ellipsises the rest), a box reaching outside the window, and a page wider than
 * the window. Empty when everything is whole.
 */
export async function clippedParts(page: Page, elements: Locator): Promise<string[]> {
  const problems: string[] = [];
  for (const element of await elements.all()) {
    problems.push(
      ...(await element.evaluate((root) => {
        const found: string[] = [];
        const name = (element: Element) => `"${(element.textContent ?? '').trim().slice(0, 40)}"`;
        for (const element of [root, ...root.querySelectorAll('*')]) {
          if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
          const style = getComputedStyle(element);
          const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
          if (hides && element.scrollWidth > element.clientWidth + 1) {
            found.push(`${name(element)} is cut: ${element.scrollWidth} px of text in ${element.clientWidth} px`);
          }
        }
        const box = root.getBoundingClientRect();
        if (box.left < 0 || box.right > window.innerWidth + 1) {
          found.push(`${name(root)} reaches outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
        }
        return found;
      })),
    );
  }
  const pageWidth = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if ((pageWidth[0] ?? 0) > (pageWidth[1] ?? 0) + 1) problems.push(`the page is ${pageWidth[0]} px wide`);
  return problems;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
