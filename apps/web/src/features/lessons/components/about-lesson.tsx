import { Accordion, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { usePronunciation } from '../../../lib/localized.ts';
import { type LearnTranslationTask, VerseTranslation } from './tasks/learn-translation-task.tsx';

/** The lesson's verses, as the tasks take them. */
type Verses = Parameters<typeof LearnTranslationTask>[0]['verses'];

/**
 * The lesson's text and all its verses, folded: a child of seven meets the first task first, and opens these when
 * it wants to read on.
 */
export function AboutLesson({ text, verses }: { text: string | null; verses: Verses }) {
  const { t } = useTranslation('lessons');
  return (
    <Accordion variant="separated" radius="lg" multiple>
      {text && (
        <Accordion.Item value="text">
          <Accordion.Control>
            <Text fw={700}>{t('lesson.about')}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="lg">{text}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      )}
      <Accordion.Item value="verses">
        <Accordion.Control>
          <Text fw={700}>{t('lesson.verses')}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <VerseList verses={verses} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function VerseList({ verses }: { verses: Verses }) {
  const pronounce = usePronunciation();
  return (
    <Stack gap="sm">
      {verses.map((verse) => (
        <div key={verse.id}>
          {/* Right to left, so at the right edge. */}
          <Text component="p" dir="rtl" m={0}>
            <ArabicText size={30}>
              {verse.verse} ﴿{verse.ayahNumber}﴾
            </ArabicText>
          </Text>
          <Text c="gray.7" fs="italic">
            {pronounce(verse)}
          </Text>
          <VerseTranslation translation={verse.translation} />
        </div>
      ))}
    </Stack>
  );
}
