import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../../components/arabic-text.tsx';
import { Matching } from './matching.tsx';
import type { TaskProps, TaskWord } from './types.ts';

/** Match each word with its meaning. */
export function KnowWordsTask({ words, isDone, onComplete }: TaskProps & { words: TaskWord[] }) {
  const { t, i18n } = useTranslation('tasks');
  const meaningOf = (word: TaskWord) => (i18n.resolvedLanguage === 'en' ? word.meaning.en : word.meaning.nl);

  return (
    <Stack gap="md">
      {words.length === 0 ? (
        <Alert color="gray">{t('know-words.empty')}</Alert>
      ) : (
        <>
          <Text>{t('know-words.intro')}</Text>
          <Matching
            key={words.map((word) => word.id).join()}
            pairs={words.map((word) => ({
              id: word.id,
              prompt: (
                <ArabicText size={30} style={{ display: 'block' }}>
                  {word.word}
                </ArabicText>
              ),
              answer: <Text component="span">{meaningOf(word)}</Text>,
              answerText: meaningOf(word),
            }))}
            promptHeading={t('know-words.words')}
            answerHeading={t('know-words.meanings')}
            doneText={t('know-words.done')}
            isDone={isDone}
            onComplete={onComplete}
          />
        </>
      )}
    </Stack>
  );
}
