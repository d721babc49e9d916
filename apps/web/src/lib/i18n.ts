import type { Resources } from '@koran-kids/i18n';
import { DEFAULT_LANGUAGE, isLanguage, isNamespace, LANGUAGES } from '@koran-kids/i18n/languages';
import { loadTexts } from '@koran-kids/i18n/load';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** Keeps `<html lang>` in step with the interface language. */
function followLanguage(language: string) {
  document.documentElement.lang = language;
}

export async function setupI18n() {
  i18n.on('languageChanged', followLanguage);
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    // Only the interface language, and of it only the namespaces a page uses (it waits for them in Suspense).
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        loadTexts(isLanguage(language) ? language : DEFAULT_LANGUAGE, isNamespace(namespace) ? namespace : 'common'),
      ),
    )
    .init({
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
      detection: {
        // The spec's order (§7), remembered in localStorage.
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
    });
  followLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}
