import type { Page } from 'playwright-core';

/** WCAG 2.5.5: 44 × 44 CSS pixels for every target a child taps. */
const MIN_TARGET_PX = 44;
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]';

/**
 * What a child's screen gets wrong for small fingers and for Arabic: targets under 44 × 44 px (links inside a
 * sentence excepted, as WCAG does), and Arabic text outside an element marked lang="ar" dir="rtl".
 */
export function childScreenProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const problems: string[] = [];
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        // A checkbox or radio is tapped through its label, which is the target.
        const target = element.closest('label') ?? element;
        const area = target.getBoundingClientRect();
        const inSentence =
          element.tagName === 'A' &&
          (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0) + 20;
        if (!inSentence && (area.width < min || area.height < min)) {
          problems.push(`${describe(element)} is ${Math.round(area.width)} × ${Math.round(area.height)} px`);
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/[\u0600-\u06ff]/.test(node.textContent ?? '')) continue;
        const marked = node.parentElement?.closest('[lang="ar"]');
        if (marked?.getAttribute('dir') !== 'rtl') {
          problems.push(`Arabic "${node.textContent?.trim().slice(0, 20)}" is not in lang="ar" dir="rtl"`);
        }
      }
      return problems;
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  );
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
