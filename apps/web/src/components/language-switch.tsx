import { LANGUAGES } from '@koran-kids/i18n/languages';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from './segmented-choice.tsx';

/** Switches the interface language; the choice is kept in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'nl';
  return (
    <div>
      <VisuallyHidden id="language-switch-label">{t('language.label')}</VisuallyHidden>
      <SegmentedChoice
        aria-labelledby="language-switch-label"
        value={current}
        onChange={(language) => void i18n.changeLanguage(language)}
        data={LANGUAGES.map((language) => ({
          value: language,
          label: (
            <span lang={language}>
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <VisuallyHidden>{t(`language.${language}`)}</VisuallyHidden>
            </span>
          ),
        }))}
      />
    </div>
  );
}
