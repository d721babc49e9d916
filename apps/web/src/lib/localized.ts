import { useTranslation } from 'react-i18next';

export type Localized = { nl: string; en: string };

/** Picks the institute's text in the interface language (Dutch is the fallback). */
export function useLocalized() {
  const { i18n } = useTranslation();
  const isEnglish = i18n.resolvedLanguage === 'en';
  return (text: Localized | null | undefined) => (text ? (isEnglish ? text.en : text.nl) : '');
}
