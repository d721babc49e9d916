import { Badge, Button, Group, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../../components/arabic-text.tsx';
import { useLocalized, usePronunciation } from '../../../../lib/localized.ts';
import { usePeek } from '../../../../lib/peek.ts';
import classes from './learn-surah-task.module.css';
import { VerseTranslation } from './learn-translation-task.tsx';
import { isHiddenAt, type Loop, type LoopEvent, TEXT_SIZES, type TextSize, wordsOf } from './memorization-loop.ts';
import { OwnVoice } from './own-voice.tsx';
import type { Bilingual, TaskVerse } from './types.ts';

/** A stretch of one verse's words (positions in the text split on spaces) that the loop repeats instead of the verse. */
export type WordRange = { verse: number; from: number; to: number };
/** A word the child tapped to hear alone, with its meaning where it is one of the lesson's words. */
export type TappedWord = { verse: number; position: number; meaning: Bilingual | null; isOver?: boolean };

type WordProps = {
  spoken: { verse: number; position: number } | null;
  tapped: TappedWord | null;
  onWordTap: (verse: number, position: number) => void;
  wordRange: WordRange | null;
  onWordRange: (range: WordRange | null) => void;
  /** Plays the reciter's verse (or the chosen words), beside the child's own recording. */
  onHearReciter: (verse: number) => void;
  /** Whose recordings may go to the teacher, about which lesson (null in a staff preview). */
  recordingsOf: { userChildId: string; lessonId: string } | null;
};

/** Every verse with how far the child is with it; a peek shows hidden words for a moment. */
export function SurahVerses({
  verses,
  loop,
  hideLevel,
  textSize,
  items,
  dispatch,
  ...words
}: {
  verses: TaskVerse[];
  loop: Loop;
  hideLevel: number;
  textSize: TextSize;
  /** Filled with the verses' list items, to scroll the current one into view. */
  items: Map<number, HTMLLIElement>;
  dispatch: (event: LoopEvent) => void;
} & WordProps) {
  const { t } = useTranslation('tasks');
  const pronounce = usePronunciation();
  const { peekId, peek } = usePeek();

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
                <VerseWords
                  text={item.verse}
                  level={isPeeking ? 0 : hideLevel}
                  spoken={words.spoken?.verse === index ? words.spoken.position : null}
                  range={words.wordRange?.verse === index ? words.wordRange : null}
                  onTap={item.wordTimings && item.audioUrl ? (position) => words.onWordTap(index, position) : null}
                />
              </ArabicText>
            </p>
            {hideLevel > 0 && !isPeeking && <VisuallyHidden>{t('learn-surah.hidden-words')}</VisuallyHidden>}
            {(hideLevel === 0 || isPeeking) && (
              <Text c="gray.7" fs="italic">
                {pronounce(item)}
              </Text>
            )}
            {words.tapped?.verse === index && <TappedMeaning verse={item} tapped={words.tapped} />}
            <VerseTranslation translation={item.translation} />
            {isCurrent && item.wordTimings && item.audioUrl && (
              <WordRangeChoice verse={item} index={index} range={words.wordRange} onChange={words.onWordRange} />
            )}
            {isCurrent && (
              <OwnVoice
                key={item.id}
                ayahNumber={item.ayahNumber}
                onHearReciter={item.audioUrl ? () => words.onHearReciter(index) : null}
                sendTo={
                  words.recordingsOf && {
                    userChildId: words.recordingsOf.userChildId,
                    place: {
                      lessonId: words.recordingsOf.lessonId,
                      ayahFrom: item.ayahNumber,
                      ayahTo: item.ayahNumber,
                      ...(words.wordRange?.verse === index
                        ? { wordFrom: words.wordRange.from + 1, wordTo: words.wordRange.to + 1 }
                        : {}),
                    },
                  }
                }
              />
            )}
            {(hideLevel > 0 || (isHeard && !isRepeated)) && (
              <Group gap="sm" mt="xs">
                {hideLevel > 0 && (
                  <Button variant="default" size="md" mih={44} onClick={() => peek(item.id)} aria-pressed={isPeeking}>
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

function VerseWords(props: {
  text: string;
  level: number;
  spoken: number | null;
  range: WordRange | null;
  /** Where the verse has word timings: a tap plays that word alone. */
  onTap: ((position: number) => void) | null;
}) {
  const { t } = useTranslation('tasks');
  return wordsOf(props.text).map((word) => {
    const isHidden = isHiddenAt(props.level, word.wordNumber);
    const marks = {
      className: isHidden ? classes.hidden : classes.word,
      'data-spoken': props.spoken === word.position || undefined,
      'data-in-range':
        (props.range && word.position >= props.range.from && word.position <= props.range.to) || undefined,
    };
    const { onTap } = props;
    return (
      <span key={word.position}>
        {word.position > 0 && ' '}
        {onTap && !isHidden ? (
          <button
            type="button"
            {...marks}
            onClick={() => onTap(word.position)}
            aria-label={t('learn-surah.play-word', { word: word.text, number: word.position + 1 })}
          >
            {word.text}
          </button>
        ) : (
          <span {...marks} aria-hidden={isHidden || undefined}>
            {word.text}
          </span>
        )}
      </span>
    );
  });
}

function TappedMeaning({ verse, tapped }: { verse: TaskVerse; tapped: TappedWord }) {
  const { t } = useTranslation('tasks');
  const localized = useLocalized();
  const word = wordsOf(verse.verse)[tapped.position]?.text ?? '';
  return (
    <Text role="status" mt={4}>
      <ArabicText size={26}>{word}</ArabicText>
      {tapped.meaning ? ` — ${localized(tapped.meaning)}` : ` — ${t('learn-surah.word-heard')}`}
    </Text>
  );
}

/** "Repeat part of the verse": the loop then repeats these words instead of the whole verse. */
function WordRangeChoice(props: {
  verse: TaskVerse;
  index: number;
  range: WordRange | null;
  onChange: (range: WordRange | null) => void;
}) {
  const { t } = useTranslation('tasks');
  const options = wordsOf(props.verse.verse).map((word) => ({
    value: String(word.position),
    label: `${word.position + 1}. ${word.text}`,
  }));
  const last = options.length - 1;
  const from = props.range?.from ?? 0;
  const to = props.range?.to ?? last;
  const choose = (edge: 'from' | 'to', value: number) => {
    const next =
      edge === 'from' ? { from: value, to: Math.max(value, to) } : { from: Math.min(from, value), to: value };
    props.onChange(next.from === 0 && next.to === last ? null : { verse: props.index, ...next });
  };
  return (
    <Group gap="sm" mt="xs" align="flex-end" role="group" aria-label={t('learn-surah.part')}>
      <NativeSelect
        label={t('learn-surah.part-from')}
        data={options}
        value={String(from)}
        onChange={(event) => choose('from', Number(event.currentTarget.value))}
        classNames={{ input: classes.wordSelect }}
      />
      <NativeSelect
        label={t('learn-surah.part-to')}
        data={options}
        value={String(to)}
        onChange={(event) => choose('to', Number(event.currentTarget.value))}
        classNames={{ input: classes.wordSelect }}
      />
      {props.range && (
        <Button variant="default" onClick={() => props.onChange(null)}>
          {t('learn-surah.part-whole')}
        </Button>
      )}
    </Group>
  );
}
