import { describe, expect, it } from 'vitest';
import { isMissingCode, mayReloadForNewRelease, RELOAD_PAUSE_MS } from './new-release.ts';

/** A tab's sessionStorage. */
function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('a page whose code is gone after a new release', () => {
  it("knows a missing module by each engine's words, and nothing else by them", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://koran-kids.nl/assets/child-start-DCrUk-2K.js',
      'error loading dynamically imported module: https://koran-kids.nl/assets/child-start-DCrUk-2K.js',
      'Importing a module script failed.',
      'Unable to preload CSS for https://koran-kids.nl/assets/create-profile-DlJlbHls.css',
    ])
      expect(isMissingCode(new TypeError(message)), message).toBe(true);
    expect(isMissingCode(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isMissingCode(new Error('Failed to fetch'))).toBe(false);
    expect(isMissingCode(null)).toBe(false);
  });

  it('reloads once, and not again right after that reload, so it cannot loop', () => {
    const tab = memory();
    expect(mayReloadForNewRelease(tab, 1_000_000)).toBe(true);
    expect(mayReloadForNewRelease(tab, 1_000_000 + 2_000)).toBe(false);
    expect(mayReloadForNewRelease(tab, 1_000_000 + RELOAD_PAUSE_MS - 1)).toBe(false);
  });

  it('reloads again for a later release, once the last reload is a while ago', () => {
    const tab = memory();
    expect(mayReloadForNewRelease(tab, 1_000_000)).toBe(true);
    expect(mayReloadForNewRelease(tab, 1_000_000 + RELOAD_PAUSE_MS)).toBe(true);
    expect(mayReloadForNewRelease(tab, 1_000_000 + RELOAD_PAUSE_MS + 1)).toBe(false);
  });

  it('never reloads where the tab cannot remember it did (storage refused), nor after the clock went back', () => {
    expect(mayReloadForNewRelease(null, 1_000_000)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(mayReloadForNewRelease(refusing, 1_000_000)).toBe(false);
    const tab = memory();
    expect(mayReloadForNewRelease(tab, 1_000_000)).toBe(true);
    expect(mayReloadForNewRelease(tab, 900_000)).toBe(false);
  });
});
