import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18N_OPTIONS, LANGUAGE_DETECTION } from './i18n-options.ts';

/** A browser, as far as the language detector looks at it. */
type Browser = {
  search?: string;
  cookie?: string;
  stored?: string;
  languages?: string[];
  /** `<html lang>`: Dutch in index.html. */
  htmlLang?: string;
  pathname?: string;
};

function fakeStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Starts i18next as the app does (same options, same detector), in this browser; texts are given, not loaded. */
function startIn({ search = '', cookie = '', stored, languages = [], htmlLang = 'nl', pathname = '/' }: Browser) {
  const localStorage = fakeStorage(stored === undefined ? {} : { i18nextLng: stored });
  vi.stubGlobal('window', {
    location: { search, hash: '', pathname, hostname: 'koran-kids.nl' },
    localStorage,
    sessionStorage: fakeStorage(),
  });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  vi.stubGlobal('document', { cookie, documentElement: { getAttribute: () => htmlLang } });
  const i18n = i18next.createInstance();
  i18n.use(LanguageDetector).init({
    ...I18N_OPTIONS,
    // A copy: the detector fills its defaults into the object it is given.
    detection: { ...LANGUAGE_DETECTION },
    resources: { nl: { common: { hello: 'Hallo' } }, en: { common: { hello: 'Hello' } } },
  });
  return { language: i18n.resolvedLanguage, remembered: localStorage.getItem('i18nextLng') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interface language', () => {
  it('is Dutch when the browser asks for nothing the app speaks', () => {
    expect(startIn({}).language).toBe('nl');
    expect(startIn({ languages: ['de-DE', 'fr'] }).language).toBe('nl');
  });

  it('is Dutch even without the Dutch <html lang>', () => {
    expect(startIn({ languages: ['tr'], htmlLang: '' }).language).toBe('nl');
  });

  it('follows the browser: the first of its languages the app speaks, with any region', () => {
    expect(startIn({ languages: ['en-US'] }).language).toBe('en');
    expect(startIn({ languages: ['de-DE', 'en-GB', 'nl'] }).language).toBe('en');
    expect(startIn({ languages: ['nl-BE', 'en'] }).language).toBe('nl');
  });

  it('prefers the remembered choice to the browser', () => {
    expect(startIn({ stored: 'en', languages: ['nl-NL'] }).language).toBe('en');
    expect(startIn({ stored: 'nl', languages: ['en-US'] }).language).toBe('nl');
  });

  it('skips a remembered language the app does not speak', () => {
    expect(startIn({ stored: 'fr', languages: ['en-US'] }).language).toBe('en');
  });

  it('takes ?lng= and a cookie over the remembered choice, in that order', () => {
    expect(startIn({ search: '?lng=en', stored: 'nl' }).language).toBe('en');
    expect(startIn({ cookie: 'i18next=en', stored: 'nl' }).language).toBe('en');
    expect(startIn({ search: '?lng=nl', cookie: 'i18next=en' }).language).toBe('nl');
  });

  it('takes <html lang> before anything in the page address', () => {
    expect(startIn({ languages: ['de'], pathname: '/en/lessons' }).language).toBe('nl');
  });

  it('remembers the language it chose in localStorage', () => {
    expect(startIn({ languages: ['en'] }).remembered).toBe('en');
    // The browser's own code is what is remembered; read back, it still means English.
    expect(startIn({ languages: ['en-US'] })).toEqual({ language: 'en', remembered: 'en-US' });
    expect(startIn({ stored: 'en-US', languages: ['nl'] }).language).toBe('en');
    expect(startIn({ languages: ['de'] }).remembered).toBe('nl');
    expect(startIn({ search: '?lng=en', stored: 'nl' }).remembered).toBe('en');
  });
});
