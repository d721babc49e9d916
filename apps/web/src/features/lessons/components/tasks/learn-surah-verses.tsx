import { Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../../components/arabic-text.tsx';
import { usePronunciation } from '../../../../lib/localized.ts';
import classes from './learn-surah-task.module.css';
import { VerseTranslation } from './learn-translation-task.tsx';
import { isHiddenAt, type Loop, type LoopEvent, TEXT_SIZES, type TextSize, wordsOf } from './memorization-loop.ts';
import type { TaskVerse } from './types.ts';

const PEEK_MS = 3000;

/** Every verse with how far the child is with it; a peek shows hidden words for a moment. */
export function SurahVerses({
  verses,
  loop,
  hideLevel,
  textSize,
  items,
  dispatch,
}: {
  verses: TaskVerse[];
  loop: Loop;
  hideLevel: number;
  textSize: TextSize;
  /** Filled with the verses' list items, to scroll the current one into view. */
  items: Map<number, HTMLLIElement>;
  dispatch: (event: LoopEvent) => void;
}) {
  const { t } = useTranslation('tasks');
  const pronounce = usePronunciation();
  const [peekId, setPeekId] = useState<string | null>(null);

  useEffect(() => {
    if (!peekId) return;
    const timer = setTimeout(() => setPeekId(null), PEEK_MS);
    return () => clearTimeout(timer);
  }, [peekId]);

  return (
    <ol className={classes.verses} aria-label={t('learn-surah.verses')}>
      {verses.map((item, index) => {
        const isCurrent = index === loop.index;
        const isHeard = loop.heard[index] ?? false;
        const isRepeated = loop.repeated[index] ?? false;
        const isPeeking = peekId === item.id;
        const context = <VisuallyHidden> {t('learn-surah.verse-context', { number: item.ayahNumber })}</VisuallyHidden>;
        return (
          <li
            key={item.id}
            ref={(element) => {
              if (element) items.set(index, element);
              else items.delete(index);
            }}
            className={classes.verse}
            aria-current={isCurrent ? 'true' : undefined}
            data-playing={(isCurrent && loop.isPlaying) || undefined}
            data-outside={index < loop.from || index > loop.to || undefined}
          >
            <Group justify="space-between" gap="xs">
              <Badge size="lg" variant={isCurrent ? 'filled' : 'light'}>
                {t('learn-surah.verse', { number: item.ayahNumber })}
              </Badge>
              {isCurrent && <VisuallyHidden>{t('learn-surah.current')}</VisuallyHidden>}
              <Badge size="lg" variant="light" color={isRepeated && isHeard ? 'green' : isHeard ? 'blue' : 'gray'}>
                {isRepeated && isHeard
                  ? `✓ ${t('learn-surah.repeated')}`
                  : isHeard
                    ? t('learn-surah.heard')
                    : t('learn-surah.not-heard')}
              </Badge>
            </Group>
            <p className={classes.arabic} dir="rtl">
              <ArabicText size={TEXT_SIZES[textSize]}>
                <VerseWords text={item.verse} level={isPeeking ? 0 : hideLevel} />
              </ArabicText>
            </p>
            {hideLevel > 0 && !isPeeking && <VisuallyHidden>{t('learn-surah.hidden-words')}</VisuallyHidden>}
            {(hideLevel === 0 || isPeeking) && (
              <Text c="gray.7" fs="italic">
                {pronounce(item)}
              </Text>
            )}
            <VerseTranslation translation={item.translation} />
            {(hideLevel > 0 || (isHeard && !isRepeated)) && (
              <Group gap="sm" mt="xs">
                {hideLevel > 0 && (
                  <Button
                    variant="default"
                    size="md"
                    mih={44}
                    onClick={() => setPeekId(item.id)}
                    aria-pressed={isPeeking}
                  >
                    {t('learn-surah.peek')}
                    {context}
                  </Button>
                )}
                {isHeard && !isRepeated && (
                  <Button variant="light" size="md" mih={44} onClick={() => dispatch({ type: 'recited', index })}>
                    {t('learn-surah.recited')}
                    {context}
                  </Button>
                )}
              </Group>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function VerseWords({ text, level }: { text: string; level: number }) {
  return wordsOf(text).map((word) => {
    const isHidden = isHiddenAt(level, word.wordNumber);
    return (
      <span key={word.position}>
        {word.position > 0 && ' '}
        <span className={isHidden ? classes.hidden : undefined} aria-hidden={isHidden || undefined}>
          {word.text}
        </span>
      </span>
    );
  });
}
