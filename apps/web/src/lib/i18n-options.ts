import { DEFAULT_LANGUAGE, LANGUAGES } from '@koran-kids/i18n/languages';
import type { InitOptions } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';

/**
 * Where the interface language comes from, first found first: `?lng=`, a cookie, the choice remembered in
 * localStorage, the browser's languages, `<html lang>` (Dutch in index.html). The spec's order (§7).
 */
export const LANGUAGE_DETECTION: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
  lookupQuerystring: 'lng',
  caches: ['localStorage'],
};

/** i18next's settings, apart from its plugins (`i18n.ts`), so the language choice can be tested without a browser. */
export const I18N_OPTIONS = {
  // The language is settled while init runs, not a tick later: a page's texts asked for right after (main.tsx)
  // load in that language, not in the fallback.
  initAsync: false,
  ns: ['common'],
  defaultNS: 'common',
  supportedLngs: LANGUAGES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // Dutch for any other language; none for English, whose keys equal Dutch's (a test), so no Dutch is fetched with it.
  fallbackLng: { en: [], default: [DEFAULT_LANGUAGE] },
  interpolation: { escapeValue: false },
  detection: LANGUAGE_DETECTION,
} satisfies InitOptions;
