import { useTranslation } from 'react-i18next';

export type Localized = { nl: string; en: string };

/** Picks the institute's text in the interface language (Dutch is the fallback). */
export function useLocalized() {
  const { i18n } = useTranslation();
  const isEnglish = i18n.resolvedLanguage === 'en';
  return (text: Localized | null | undefined) => (text ? (isEnglish ? text.en : text.nl) : '');
}

type Pronounced = { pronunciation: string; simplePronunciation?: Localized | null };

/** How to say a verse: the course's child-readable pronunciation where it has one, else Tanzil's transliteration. */
export function usePronunciation() {
  const localized = useLocalized();
  return (verse: Pronounced) =>
    verse.simplePronunciation ? localized(verse.simplePronunciation) : verse.pronunciation;
}
