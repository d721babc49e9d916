import type { Resources } from '@koran-kids/i18n';
import { DEFAULT_LANGUAGE, isLanguage, isNamespace } from '@koran-kids/i18n/languages';
import { loadTexts } from '@koran-kids/i18n/load';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from './i18n-options.ts';

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
    .init(I18N_OPTIONS);
  followLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}
