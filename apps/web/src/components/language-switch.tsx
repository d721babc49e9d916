import { LANGUAGES } from '@koran-kids/i18n/languages';
import { rem, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Each language is a target a child taps: 44 × 44 px at least (WCAG 2.5.5).
const OPTION_STYLES = {
  label: { minWidth: rem(44), minHeight: rem(44), display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;

/** Switches the interface language; the choice is kept in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'nl';
  return (
    <div>
      <VisuallyHidden id="language-switch-label">{t('language.label')}</VisuallyHidden>
      <SegmentedControl
        aria-labelledby="language-switch-label"
        size="sm"
        styles={OPTION_STYLES}
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
