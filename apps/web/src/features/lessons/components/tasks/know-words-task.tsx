import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../../components/arabic-text.tsx';
import { Matching } from './matching.tsx';
import type { TaskProps, TaskVerse, TaskWord } from './types.ts';

/** The verse a word is copied from (the content format takes words from the surah's text), if any. */
const verseOf = (word: TaskWord, verses: TaskVerse[]) =>
  verses.find((verse) => verse.verse.split(/\s+/).includes(word.word)) ?? null;

/**
 * First the lesson's words to learn, each with its meaning and the verse it comes from; then, when the child is
 * ready, match each word with its meaning. A task never asks what the lesson did not show.
 */
export function KnowWordsTask({
  words,
  verses,
  isDone,
  onComplete,
}: TaskProps & { words: TaskWord[]; verses: TaskVerse[] }) {
  const { t, i18n } = useTranslation('tasks');
  const [isMatching, setMatching] = useState(false);
  const meaningOf = (word: TaskWord) => (i18n.resolvedLanguage === 'en' ? word.meaning.en : word.meaning.nl);
  if (words.length === 0) return <Alert color="gray">{t('know-words.empty')}</Alert>;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('know-words.learn')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {words.map((word) => {
          const verse = verseOf(word, verses);
          return (
            <Card key={word.id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Text fw={700} size="lg">
                  {meaningOf(word)}
                </Text>
                <ArabicText size={30}>{word.word}</ArabicText>
              </Group>
              {verse && (
                <Text size="sm" c="gray.7">
                  {t('know-words.from-verse', { number: verse.ayahNumber })}
                </Text>
              )}
            </Card>
          );
        })}
      </Stack>
      {isMatching ? (
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
      ) : (
        // Never wider than the task: in a wide font (Firefox on Linux) the label wraps instead of running out of it.
        <Button
          size="lg"
          w="fit-content"
          maw="100%"
          h="auto"
          mih={50}
          py={8}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
          onClick={() => setMatching(true)}
        >
          {t('know-words.start')}
        </Button>
      )}
    </Stack>
  );
}
