import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, type Resources, resources } from '@koran-kids/i18n';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
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
    .init({
      resources,
      ns: NAMESPACES,
      defaultNS: 'common',
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
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
