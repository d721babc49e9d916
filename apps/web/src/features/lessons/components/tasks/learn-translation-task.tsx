import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../../components/arabic-text.tsx';
import { Matching } from './matching.tsx';
import type { TaskProps, TaskVerse } from './types.ts';

/** The verse's translation in the interface language; English (marked) where no Dutch one was imported. */
function useVerseTranslation() {
  const { i18n } = useTranslation();
  return (translation: TaskVerse['translation']) => {
    const isEnglish = i18n.resolvedLanguage === 'en' || translation.nl === null;
    return {
      text: isEnglish ? translation.en : (translation.nl ?? translation.en),
      isFallback: isEnglish && i18n.resolvedLanguage !== 'en',
    };
  };
}

export function VerseTranslation({ translation }: { translation: TaskVerse['translation'] }) {
  const { t } = useTranslation('tasks');
  const { text, isFallback } = useVerseTranslation()(translation);
  return (
    <Text>
      <span lang={isFallback ? 'en' : undefined}>{text}</span>
      {isFallback && (
        <Text span c="gray.7" size="sm">
          {' '}
          {t('shared.english-translation')}
        </Text>
      )}
    </Text>
  );
}

/** Match each verse with its translation. */
export function LearnTranslationTask({ verses, isDone, onComplete }: TaskProps & { verses: TaskVerse[] }) {
  const { t } = useTranslation('tasks');
  const translate = useVerseTranslation();
  const translations = verses.map((verse) => ({ verse, ...translate(verse.translation) }));
  const isAllEnglish = translations.length > 0 && translations.every((translation) => translation.isFallback);

  return (
    <Stack gap="md">
      {verses.length === 0 ? (
        <Alert color="gray">{t('learn-translation.empty')}</Alert>
      ) : (
        <>
          <Text>{t('learn-translation.intro')}</Text>
          {isAllEnglish && (
            <Text size="sm" c="gray.7">
              {t('learn-translation.english-note')}
            </Text>
          )}
          <Matching
            key={verses.map((verse) => verse.id).join()}
            pairs={translations.map(({ verse, text, isFallback }) => ({
              id: verse.id,
              prompt: (
                <ArabicText size={24} style={{ display: 'block' }}>
                  {verse.verse}
                </ArabicText>
              ),
              answer: (
                <Text component="span" size="sm">
                  <span lang={isFallback ? 'en' : undefined}>{text}</span>
                  {isFallback && !isAllEnglish && (
                    <Text span c="gray.7" size="xs">
                      {' '}
                      {t('shared.english-translation')}
                    </Text>
                  )}
                </Text>
              ),
              answerText: text,
            }))}
            promptHeading={t('learn-translation.verses')}
            answerHeading={t('learn-translation.translations')}
            doneText={t('learn-translation.done')}
            isDone={isDone}
            onComplete={onComplete}
          />
        </>
      )}
    </Stack>
  );
}
