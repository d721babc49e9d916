/** What a journey points at, the way a person would: a button by its name, a field by its label, a text. */
export type TextMatch = string | { pattern: string; flags: string };
export type Target =
  | { role: string; name: TextMatch; within?: Target }
  | { label: TextMatch; within?: Target }
  | { text: TextMatch; within?: Target }
  | { css: string; within?: Target };

const match = (name: string | RegExp): TextMatch =>
  typeof name === 'string' ? name : { pattern: name.source, flags: name.flags };

export const byRole = (role: string, name: string | RegExp, within?: Target): Target => ({
  role,
  name: match(name),
  within,
});
export const byLabel = (label: string | RegExp, within?: Target): Target => ({ label: match(label), within });
export const byText = (text: string | RegExp, within?: Target): Target => ({ text: match(text), within });
export const byCss = (css: string, within?: Target): Target => ({ css, within });

/**
 * Runs in the page, in every engine: finds the first shown element the target names and marks it with `token`
 * (the driver then acts on it natively, as a user's tap). Names are computed as a screen reader would, closely
 * enough for this app: aria-labelledby, aria-label, the field's label, a fieldset's legend, else the text.
 * Self-contained: it is sent to the browser as source.
 */
export function markTarget({ target, token }: { target: Target; token: string }): boolean {
  const normal = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  // As Playwright's getByRole and getByText: a string is found within the name, whatever its case.
  const fits = (value: string | null | undefined, wanted: TextMatch) =>
    typeof wanted === 'string'
      ? normal(value).toLowerCase().includes(wanted.toLowerCase())
      : new RegExp(wanted.pattern, wanted.flags).test(normal(value));
  const isShown = (element: Element): boolean => {
    const style = getComputedStyle(element);
    // A box of `display: contents` draws none of its own: it shows where its children do.
    if (style.display === 'contents') return [...element.children].some(isShown);
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  };
  const inputRoles: Record<string, string> = {
    checkbox: 'checkbox',
    radio: 'radio',
    button: 'button',
    submit: 'button',
    range: 'slider',
  };
  const implicitRole = (element: Element): string => {
    const tag = element.tagName;
    if (tag === 'BUTTON' || tag === 'SUMMARY') return 'button';
    if (tag === 'A') return element.hasAttribute('href') ? 'link' : '';
    if (tag === 'INPUT') return inputRoles[(element as HTMLInputElement).type] ?? 'textbox';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'SELECT') return 'combobox';
    if (/^H[1-6]$/.test(tag)) return 'heading';
    if (tag === 'FIELDSET') return 'group';
    if (tag === 'ARTICLE') return 'article';
    if (tag === 'DIALOG') return 'dialog';
    if (tag === 'SECTION')
      return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : '';
    return '';
  };
  // The text a screen reader reads: without what is hidden from it (e.g. a required field's "*").
  const spokenText = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '')
      : node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : [...node.childNodes].map(spokenText).join('');
  const roleOf = (element: Element) => element.getAttribute('role') ?? implicitRole(element);
  const labelsOf = (element: Element) =>
    'labels' in element && (element as HTMLInputElement).labels
      ? [...((element as HTMLInputElement).labels ?? [])].map(spokenText).join(' ')
      : '';
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => {
          const labelling = document.getElementById(id);
          return labelling ? spokenText(labelling) : '';
        })
        .join(' ');
    const label = element.getAttribute('aria-label') ?? labelsOf(element);
    if (label) return label;
    const legend = element.tagName === 'FIELDSET' ? element.querySelector('legend') : null;
    return spokenText(legend ?? element);
  };
  const find = (wanted: Target): Element | null => {
    const scope: ParentNode | null = wanted.within ? find(wanted.within) : document;
    if (!scope) return null;
    const all = [...scope.querySelectorAll('*')];
    let candidates: Element[];
    if ('css' in wanted) candidates = [...scope.querySelectorAll(wanted.css)];
    else if ('role' in wanted)
      candidates = all.filter((element) => roleOf(element) === wanted.role && fits(nameOf(element), wanted.name));
    else if ('label' in wanted)
      candidates = all.filter(
        (element) =>
          /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName) &&
          fits(element.getAttribute('aria-label') ?? labelsOf(element), wanted.label),
      );
    // The innermost element holding the text, as a person reads it.
    else
      candidates = all.filter(
        (element) =>
          fits(element.textContent, wanted.text) &&
          ![...element.children].some((child) => fits(child.textContent, wanted.text)),
      );
    // A switch's own input is often drawn invisibly: its label is what is tapped.
    const tappable = candidates.map((element) =>
      isShown(element) || !('label' in wanted) ? element : ((element as HTMLInputElement).labels?.[0] ?? element),
    );
    return tappable.find(isShown) ?? null;
  };
  const found = find(target);
  if (found) found.setAttribute('data-engine-target', token);
  return found !== null;
}
