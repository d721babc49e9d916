import type { Page } from 'playwright-core';

/** WCAG 2.5.5: 44 × 44 CSS pixels for every target a child taps. */
const MIN_TARGET_PX = 44;
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]';

/**
 * Every visible target under 44 × 44 CSS px: links, buttons and form controls. A link inside a sentence is left out,
 * as WCAG 2.5.5 does (its size is the line's).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const problems: string[] = [];
      const nameOf = (element: Element) =>
        element.textContent ||
        element.getAttribute('aria-label') ||
        (element instanceof HTMLInputElement && element.labels?.[0]?.textContent) ||
        '';
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${nameOf(element).trim().slice(0, 30)}"`;
      const isShown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      for (const element of document.querySelectorAll(selector)) {
        // A checkbox, radio or switch is tapped also through its labels: the target is all of them together. One
        // drawn by its label alone (the input itself hidden) is measured by that label.
        const isChoice = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
        const labels = isChoice ? [...(element.labels ?? [])] : [];
        const parts = [element, ...labels].filter(isShown);
        if (parts.length === 0) continue;
        const boxes = parts.map((part) => part.getBoundingClientRect());
        const area = {
          width: Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left)),
          height: Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top)),
        };
        // Inside running text: laid out inline, beside words of its own parent (a link in a menu or a row of
        // links is a flex item, laid out as a block, and is measured).
        const inSentence =
          element.tagName === 'A' &&
          getComputedStyle(element).display === 'inline' &&
          [...(element.parentElement?.childNodes ?? [])].some(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 0,
          );
        if (!inSentence && (area.width < min || area.height < min)) {
          problems.push(`${describe(element)} is ${Math.round(area.width)} × ${Math.round(area.height)} px`);
        }
      }
      return problems;
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  );
}

/** What a child's screen gets wrong: targets too small for a finger, and Arabic outside lang="ar" dir="rtl". */
export async function childScreenProblems(page: Page): Promise<string[]> {
  const arabic = await page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/[\u0600-\u06ff]/.test(node.textContent ?? '')) continue;
      const marked = node.parentElement?.closest('[lang="ar"]');
      if (marked?.getAttribute('dir') !== 'rtl') {
        problems.push(`Arabic "${node.textContent?.trim().slice(0, 20)}" is not in lang="ar" dir="rtl"`);
      }
    }
    return problems;
  });
  return [...(await smallTargets(page)), ...arabic];
}

/**
 * Tabs through the page: every stop must show where the focus is (an outline or a ring), and the tab order must
 * reach every link and button on the page.
 */
export async function keyboardProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const reached = new Set<string>();
  await page.locator('body').focus();
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const visible =
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const label = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30);
      // Its place in the document tells two unnamed fields apart.
      const id = `${element.tagName.toLowerCase()} "${label}" #${[...document.querySelectorAll('*')].indexOf(element)}`;
      return { id, visible };
    });
    if (!focused || reached.has(focused.id)) break;
    reached.add(focused.id);
    if (!focused.visible) problems.push(`${focused.id} shows no focus`);
  }
  if (reached.size === 0) problems.push('the Tab key reaches nothing');
  return problems;
}
