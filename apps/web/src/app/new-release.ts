/**
 * A release under an open page: the page's code names files (with their hashes) that the new build no longer has,
 * so the next page it opens cannot load. Reloading fetches the new build. It is done once: a tab that reloaded for
 * this moments ago says so instead, so a file that stays missing cannot make it reload over and over.
 */

/** What each engine says when a module's file cannot be fetched (Chromium, Firefox, Safari), and Vite's CSS. */
const MISSING_CODE = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Whether the error is a page's code (or its style) that could not be fetched. */
export function isMissingCode(error: unknown) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MISSING_CODE.some((words) => message.toLowerCase().includes(words.toLowerCase()));
}

const RELOADED_AT = 'koran-kids:reloaded-for-new-release';
/** A failure this soon after the reload is not cured by another one; a slow phone still loads a page within it. */
export const RELOAD_PAUSE_MS = 60_000;

type Memory = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload now, remembering it in the tab's storage (sessionStorage) when so: not when it reloaded for
 * this less than RELOAD_PAUSE_MS ago, nor when it cannot remember (then it could loop).
 */
export function mayReloadForNewRelease(memory: Memory | null, now: number) {
  try {
    if (!memory) return false;
    const reloadedAt = Number(memory.getItem(RELOADED_AT));
    if (reloadedAt > 0 && now - reloadedAt < RELOAD_PAUSE_MS) return false;
    memory.setItem(RELOADED_AT, String(now));
    return true;
  } catch {
    return false;
  }
}

const tabMemory = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Reloads the page for the new release, and says whether it does (false: it did so moments ago, or is offline). */
export function reloadForNewRelease() {
  if (!navigator.onLine || !mayReloadForNewRelease(tabMemory(), Date.now())) return false;
  window.location.reload();
  return true;
}

/**
 * Vite's word that a file an `import()` needs is missing (`vite:preloadError`): while a page is being opened the
 * page reloads instead, once; its import then settles without a module (the page waits for the reload). A part of
 * an open page (a toast, the lesson editor's preview) never reloads it, which would lose what was typed: that
 * part stays away (components/lazy-part.tsx).
 */
export function reloadWhenPageCodeIsMissing(isOpeningPage: () => boolean) {
  window.addEventListener('vite:preloadError', (event) => {
    if (isOpeningPage() && reloadForNewRelease()) event.preventDefault();
  });
}
