import { DEFAULT_LANGUAGE, isLanguage, type Language, type Resources, translate } from '@koran-kids/i18n';

export type SigninKey = keyof Resources['signin'];
export const t = (language: Language, key: SigninKey, values?: Record<string, string>) =>
  translate(language, 'signin', key, values);

/** The first supported language of `ui_locales` ("en", "en-GB nl", …); Dutch otherwise. */
export function languageOf(params: Record<string, unknown> | undefined): Language {
  const locales = params?.ui_locales;
  if (typeof locales !== 'string') return DEFAULT_LANGUAGE;
  for (const tag of locales.split(/\s+/)) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
