import {
  Accordion,
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Input,
  NativeSelect,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type ReactNode, type SyntheticEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../../components/arabic-text.tsx';
import { usePronunciation } from '../../../../lib/localized.ts';
import classes from './learn-surah-task.module.css';
import { VerseTranslation } from './learn-translation-task.tsx';
import { TaskDoneAlert } from './task-done-alert.tsx';
import type { TaskProps, TaskVerse } from './types.ts';

/** Stands for "repeat endlessly" among the repeat choices. */
const ENDLESS = 0;
const REPEAT_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, ENDLESS];
// At least the verse's own length to say it back: a verse counts as recited only after the child had the turn.
const PAUSE_FACTORS = [1, 2, 3];
const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5];
const HIDE_LEVELS = [0, 1, 2, 3];
const TEXT_SIZES = { small: 28, medium: 36, large: 46 } as const;
type TextSize = keyof typeof TEXT_SIZES;
// Without a recitation the verse is read, at a child's pace rather than a reciter's.
const SECONDS_PER_WORD = 0.8;
const MIN_READING_MS = 2000;
const PEEK_MS = 3000;
const TICK_MS = 100;
const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  previous: 'M6 6h2v12H6zm3.5 6 8.5 6V6z',
  next: 'M6 18l8.5-6L6 6v12zM16 6v12h2V6z',
};

type Phase = 'reading' | 'reciting';

type Loop = {
  repeats: number;
  pauseFactor: number;
  from: number;
  to: number;
  index: number;
  /** 1-based count within the current verse. */
  repetition: number;
  phase: Phase;
  isPlaying: boolean;
  /** Goes up with every phase, so timers and audio start afresh. */
  step: number;
  /** How long the last reading took; the pause to recite is a multiple of it. */
  verseMs: number;
  heard: boolean[];
  plays: number[];
  repeated: boolean[];
};

type Action =
  | { type: 'play' }
  | { type: 'stop' }
  | { type: 'go'; index: number }
  | { type: 'set-repeats'; repeats: number }
  | { type: 'set-pause'; pauseFactor: number }
  | { type: 'set-range'; from: number; to: number }
  | { type: 'reading-ended'; verseMs: number }
  | { type: 'reciting-ended' }
  | { type: 'recited'; index: number };

function startLoop(verseCount: number): Loop {
  return {
    repeats: 3,
    pauseFactor: 1,
    from: 0,
    to: verseCount - 1,
    index: 0,
    repetition: 1,
    phase: 'reading',
    isPlaying: false,
    step: 0,
    verseMs: 0,
    heard: Array(verseCount).fill(false),
    plays: Array(verseCount).fill(0),
    repeated: Array(verseCount).fill(false),
  };
}

const startVerse = (loop: Loop, index: number): Loop => ({
  ...loop,
  index,
  repetition: 1,
  phase: 'reading',
  step: loop.step + 1,
});

/** One reading and its pause are over: count it, then repeat, go to the next verse, or stop at the end of the range. */
function finishPlay(loop: Loop): Loop {
  const plays = loop.plays.map((count, index) => (index === loop.index ? count + 1 : count));
  const target = loop.repeats === ENDLESS ? 1 : loop.repeats;
  const repeated = loop.repeated.map((is, index) => is || (index === loop.index && (plays[index] ?? 0) >= target));
  const counted = { ...loop, plays, repeated };
  if (loop.repeats === ENDLESS || loop.repetition < loop.repeats) {
    return { ...counted, repetition: loop.repetition + 1, phase: 'reading', step: loop.step + 1 };
  }
  if (loop.index < loop.to) return startVerse(counted, loop.index + 1);
  return { ...startVerse(counted, loop.from), isPlaying: false };
}

function reduce(loop: Loop, action: Action): Loop {
  switch (action.type) {
    case 'play':
      return { ...loop, isPlaying: true };
    case 'stop':
      return { ...loop, isPlaying: false };
    case 'go':
      return startVerse(loop, Math.min(loop.to, Math.max(loop.from, action.index)));
    case 'set-repeats':
      return { ...loop, repeats: action.repeats };
    case 'set-pause':
      return { ...loop, pauseFactor: action.pauseFactor };
    case 'set-range': {
      const ranged = { ...loop, from: action.from, to: action.to };
      return loop.index < action.from || loop.index > action.to ? startVerse(ranged, action.from) : ranged;
    }
    case 'reading-ended': {
      // A timer or an audio event can arrive just after the child paused or skipped.
      if (!loop.isPlaying || loop.phase !== 'reading') return loop;
      const heard = loop.heard.map((is, index) => is || index === loop.index);
      const read = { ...loop, heard, verseMs: action.verseMs };
      return { ...read, phase: 'reciting', step: loop.step + 1 };
    }
    case 'reciting-ended':
      return loop.isPlaying && loop.phase === 'reciting' ? finishPlay(loop) : loop;
    case 'recited':
      return { ...loop, repeated: loop.repeated.map((is, index) => is || index === action.index) };
  }
}

/** The verse split at spaces; waqf signs standing alone are not words, so they are never hidden. */
function wordsOf(verse: string) {
  let wordNumber = -1;
  return verse
    .split(/\s+/)
    .filter(Boolean)
    .map((text, position) => {
      const isWord = /\p{L}/u.test(text);
      if (isWord) wordNumber++;
      return { text, position, wordNumber: isWord ? wordNumber : null };
    });
}

function isHiddenAt(level: number, wordNumber: number | null) {
  if (wordNumber === null || level === 0) return false;
  if (level === 1) return wordNumber % 3 === 2;
  if (level === 2) return wordNumber % 2 === 1;
  return true;
}

function readingMs(verse: TaskVerse, speed: number) {
  const wordCount = wordsOf(verse.verse).filter((word) => word.wordNumber !== null).length;
  return Math.max(MIN_READING_MS, (wordCount * SECONDS_PER_WORD * 1000) / speed);
}

/** "Learn the surah": the memorization loop (listen or read, say it back, repeat), with a hide-and-peek self-test. */
export function LearnSurahTask({ verses, isDone, onComplete }: TaskProps & { verses: TaskVerse[] }) {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap="md">
      {verses.length === 0 ? (
        <Alert color="gray">{t('learn-surah.empty')}</Alert>
      ) : (
        // Another lesson's verses start a new loop.
        <MemorizationLoop
          key={verses.map((verse) => verse.id).join()}
          verses={verses}
          isDone={isDone}
          onComplete={onComplete}
        />
      )}
    </Stack>
  );
}

function MemorizationLoop({ verses, isDone, onComplete }: TaskProps & { verses: TaskVerse[] }) {
  const { t, i18n } = useTranslation('tasks');
  const pronounce = usePronunciation();
  const isReducedMotion = useReducedMotion();
  const id = useId();
  const [loop, dispatch] = useReducer(reduce, verses.length, startLoop);
  const [speed, setSpeed] = useState(1);
  const [hideLevel, setHideLevel] = useState(0);
  const [textSize, setTextSize] = useState<TextSize>('medium');
  const [peekId, setPeekId] = useState<string | null>(null);
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(new Set());
  const audioRef = useRef<HTMLAudioElement>(null);
  const loaded = useRef<{ step: number; url: string } | null>(null);
  const verseItems = useRef(new Map<number, HTMLLIElement>());
  const isReported = useRef(false);

  const verse = verses[loop.index] as TaskVerse;
  const hasAudio = (item: TaskVerse) => item.audioUrl !== null && !failedUrls.has(item.audioUrl);
  const isAnyAudio = verses.some(hasAudio);
  const isListening = loop.phase === 'reading' && hasAudio(verse);
  const audioUrl = isListening ? verse.audioUrl : null;
  const phaseMs = loop.phase === 'reading' ? readingMs(verse, speed) : loop.verseMs * loop.pauseFactor;
  const learnedCount = verses.filter((_, index) => loop.heard[index] && loop.repeated[index]).length;
  const isAccomplished = learnedCount === verses.length;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);

  useEffect(() => {
    if (!isAccomplished || isReported.current) return;
    isReported.current = true;
    if (!isDone) onComplete();
  }, [isAccomplished, isDone, onComplete]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !audioUrl || !loop.isPlaying) return;
    if (loaded.current?.step !== loop.step) {
      if (loaded.current?.url === audioUrl) audio.currentTime = 0;
      else audio.src = audioUrl;
      loaded.current = { step: loop.step, url: audioUrl };
    }
    // Loading a new source resets the rate to the default one, so set both.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    audio.play().catch((error: unknown) => {
      // Pausing before playback starts rejects as well; only a refused start needs the child to press Play again.
      if (error instanceof DOMException && error.name === 'NotAllowedError') dispatch({ type: 'stop' });
    });
    return () => audio.pause();
  }, [audioUrl, loop.isPlaying, loop.step, speed]);

  useEffect(() => {
    if (!loop.isPlaying) return;
    verseItems.current
      .get(loop.index)
      ?.scrollIntoView({ block: 'nearest', behavior: isReducedMotion ? 'auto' : 'smooth' });
  }, [loop.isPlaying, loop.index, isReducedMotion]);

  useEffect(() => {
    if (!peekId) return;
    const timer = setTimeout(() => setPeekId(null), PEEK_MS);
    return () => clearTimeout(timer);
  }, [peekId]);

  const onAudioEnded = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    const verseMs = Number.isFinite(audio.duration)
      ? (audio.duration * 1000) / audio.playbackRate
      : readingMs(verse, speed);
    dispatch({ type: 'reading-ended', verseMs });
  };

  // A missing recitation should not stop the lesson: that verse falls back to reading.
  const onAudioError = () => {
    const url = loaded.current?.url;
    if (url) setFailedUrls((current) => new Set(current).add(url));
  };

  const changeRange = (edge: 'from' | 'to', value: number) => {
    const from = edge === 'from' ? value : Math.min(loop.from, value);
    const to = edge === 'to' ? value : Math.max(loop.to, value);
    dispatch({ type: 'set-range', from, to });
  };

  const status = !loop.isPlaying
    ? t('learn-surah.status-idle', { number: verse.ayahNumber })
    : loop.phase === 'reciting'
      ? t('learn-surah.status-recite', { number: verse.ayahNumber })
      : isListening
        ? t('learn-surah.status-listen', { number: verse.ayahNumber })
        : t('learn-surah.status-read', { number: verse.ayahNumber });
  const repetition =
    loop.repeats === ENDLESS
      ? t('learn-surah.repetition-endless', { current: loop.repetition })
      : t('learn-surah.repetition', { current: loop.repetition, total: loop.repeats });
  const verseOptions = verses.map((item, index) => ({
    value: String(index),
    label: t('learn-surah.verse-option', { number: item.ayahNumber }),
  }));

  return (
    <Stack gap="md">
      <Text>{isAnyAudio ? t('learn-surah.intro-audio') : t('learn-surah.intro-reading')}</Text>
      {isAccomplished && <TaskDoneAlert title={t('learn-surah.done')} />}
      {isDone && !isAccomplished && <Alert color="blue">{t('shared.already-done')}</Alert>}
      <Stack gap={4}>
        <Text fw={600} id={`${id}-learned`}>
          {t('learn-surah.progress', { done: learnedCount, count: verses.length })}
        </Text>
        <Progress
          value={(learnedCount / verses.length) * 100}
          aria-hidden="true"
          transitionDuration={isReducedMotion ? 0 : 200}
        />
      </Stack>

      {/* Closed: the defaults suit a first go; the six settings are one tap away. */}
      <Accordion variant="contained" order={3} transitionDuration={isReducedMotion ? 0 : 200}>
        <Accordion.Item value="settings">
          <Accordion.Control>{t('learn-surah.settings')}</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <NativeSelect
                size="lg"
                label={t('learn-surah.repeat')}
                value={String(loop.repeats)}
                onChange={(event) => dispatch({ type: 'set-repeats', repeats: Number(event.currentTarget.value) })}
                data={REPEAT_CHOICES.map((count) => ({
                  value: String(count),
                  label: count === ENDLESS ? t('learn-surah.repeat-endless') : t('learn-surah.repeat-times', { count }),
                }))}
              />
              <Choice
                label={t('learn-surah.pause')}
                description={t('learn-surah.pause-help')}
                value={loop.pauseFactor}
                onChange={(pauseFactor) => dispatch({ type: 'set-pause', pauseFactor })}
                data={PAUSE_FACTORS.map((factor) => ({ value: factor, label: `${factor}×` }))}
              />
              <Group grow align="flex-end" gap="sm">
                <NativeSelect
                  size="lg"
                  label={t('learn-surah.from')}
                  value={String(loop.from)}
                  onChange={(event) => changeRange('from', Number(event.currentTarget.value))}
                  data={verseOptions}
                />
                <NativeSelect
                  size="lg"
                  label={t('learn-surah.to')}
                  value={String(loop.to)}
                  onChange={(event) => changeRange('to', Number(event.currentTarget.value))}
                  data={verseOptions}
                />
              </Group>
              <Choice
                label={t('learn-surah.speed')}
                value={speed}
                onChange={setSpeed}
                data={SPEEDS.map((value) => ({ value, label: `${number.format(value)}×` }))}
              />
              <Choice
                label={t('learn-surah.hide')}
                description={t('learn-surah.hide-help')}
                value={hideLevel}
                onChange={setHideLevel}
                data={HIDE_LEVELS.map((level) => ({
                  value: level,
                  label: level === 0 ? t('learn-surah.hide-off') : String(level),
                }))}
              />
              <Choice
                label={t('learn-surah.text-size')}
                value={textSize}
                onChange={setTextSize}
                data={(Object.keys(TEXT_SIZES) as TextSize[]).map((size) => ({
                  value: size,
                  label: t(`learn-surah.text-size-${size}`),
                }))}
              />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <section className={classes.player} aria-label={t('learn-surah.player')}>
        <Stack gap="xs">
          <div aria-live="polite">
            <Text fw={700} fz="lg">
              {status}
            </Text>
            {loop.isPlaying && (
              <Text size="sm" c="gray.7">
                {repetition}
              </Text>
            )}
          </div>
          {!isListening && (
            <PhaseTimer
              key={loop.step}
              durationMs={phaseMs}
              phase={loop.phase}
              isRunning={loop.isPlaying}
              isReducedMotion={isReducedMotion}
              dispatch={dispatch}
            />
          )}
          {loop.isPlaying && loop.phase === 'reciting' && (
            <Button size="lg" variant="light" onClick={() => dispatch({ type: 'reciting-ended' })}>
              {t('learn-surah.said-it')}
            </Button>
          )}
          <Group justify="center" gap="sm" wrap="nowrap">
            <ActionIcon
              size={52}
              radius="xl"
              variant="light"
              onClick={() => dispatch({ type: 'go', index: loop.index - 1 })}
              disabled={loop.index <= loop.from}
              aria-label={t('learn-surah.previous')}
            >
              <Icon path={ICONS.previous} />
            </ActionIcon>
            <Button
              size="lg"
              radius="xl"
              px="md"
              miw={150}
              onClick={() => dispatch({ type: loop.isPlaying ? 'stop' : 'play' })}
              leftSection={<Icon path={loop.isPlaying ? ICONS.pause : ICONS.play} />}
            >
              {loop.isPlaying ? t('learn-surah.stop') : t('learn-surah.play')}
            </Button>
            <ActionIcon
              size={52}
              radius="xl"
              variant="light"
              onClick={() => dispatch({ type: 'go', index: loop.index + 1 })}
              disabled={loop.index >= loop.to}
              aria-label={t('learn-surah.next')}
            >
              <Icon path={ICONS.next} />
            </ActionIcon>
          </Group>
        </Stack>
      </section>

      <ol className={classes.verses} aria-label={t('learn-surah.verses')}>
        {verses.map((item, index) => {
          const isCurrent = index === loop.index;
          const isHeard = loop.heard[index] ?? false;
          const isRepeated = loop.repeated[index] ?? false;
          const isPeeking = peekId === item.id;
          const context = (
            <VisuallyHidden> {t('learn-surah.verse-context', { number: item.ayahNumber })}</VisuallyHidden>
          );
          return (
            <li
              key={item.id}
              ref={(element) => {
                if (element) verseItems.current.set(index, element);
                else verseItems.current.delete(index);
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
      {isAnyAudio && (
        // biome-ignore lint/a11y/useMediaCaption: a verse recitation; its text is on the screen.
        <audio ref={audioRef} preload="none" onEnded={onAudioEnded} onError={onAudioError} />
      )}
    </Stack>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width={26} height={26} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
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

/** Counts a reading or a pause down; keyed by the phase, it keeps its time while paused. */
function PhaseTimer({
  durationMs,
  phase,
  isRunning,
  isReducedMotion,
  dispatch,
}: {
  durationMs: number;
  phase: Phase;
  isRunning: boolean;
  isReducedMotion: boolean;
  dispatch: (action: Action) => void;
}) {
  const { t } = useTranslation('tasks');
  const elapsed = useRef(0);
  const [msLeft, setMsLeft] = useState(durationMs);

  useEffect(() => {
    if (!isRunning) return;
    const startedAt = performance.now() - elapsed.current;
    const timer = setInterval(() => {
      elapsed.current = performance.now() - startedAt;
      const left = Math.max(0, durationMs - elapsed.current);
      setMsLeft(left);
      if (left > 0) return;
      clearInterval(timer);
      dispatch(phase === 'reading' ? { type: 'reading-ended', verseMs: durationMs } : { type: 'reciting-ended' });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning, durationMs, phase, dispatch]);

  const hasStarted = isRunning || msLeft < durationMs;
  return (
    <div aria-hidden={!hasStarted || undefined} className={hasStarted ? undefined : classes.invisible}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} miw="9em" className={classes.countdown}>
          {t('learn-surah.seconds-left', { count: Math.ceil(Math.min(msLeft, durationMs) / 1000) })}
        </Text>
        <Progress
          flex={1}
          size="lg"
          color={phase === 'reciting' ? 'orange' : 'green'}
          value={durationMs === 0 ? 0 : (Math.min(msLeft, durationMs) / durationMs) * 100}
          transitionDuration={isReducedMotion ? 0 : TICK_MS}
          aria-hidden="true"
        />
      </Group>
    </div>
  );
}

/** A labelled segmented control with big touch targets. */
function Choice<Value extends string | number>({
  label,
  description,
  value,
  onChange,
  data,
}: {
  label: string;
  description?: string;
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: ReactNode }[];
}) {
  const id = useId();
  const isReducedMotion = useReducedMotion();
  return (
    <Input.Wrapper
      label={label}
      description={description}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      size="lg"
    >
      <SegmentedControl<Value>
        aria-labelledby={`${id}-label`}
        fullWidth
        size="md"
        mt={4}
        value={value}
        onChange={onChange}
        data={data}
        classNames={{ label: classes.segment }}
        transitionDuration={isReducedMotion ? 0 : 200}
      />
    </Input.Wrapper>
  );
}
