import { Alert, Progress, Stack, Text } from '@mantine/core';
import { type SyntheticEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsWaitingForData } from '../../../../components/audio-waiting.ts';
import { restartWhenStalled } from '../../../../components/recitation-stall.ts';
import { playStretch, stretchOf, useSpokenWord } from '../../../../components/timed-words.ts';
import { useIsReducedMotion } from '../../../../lib/reduced-motion.ts';
import { SurahPlayer } from './learn-surah-player.tsx';
import { type Display, SurahSettings } from './learn-surah-settings.tsx';
import { SurahVerses, type TappedWord, type WordRange } from './learn-surah-verses.tsx';
import {
  changeRange,
  learnedCount as countLearned,
  phaseMs,
  readingMs,
  recitationMs,
  reduceLoop,
  startLoop,
  wordsOf,
} from './memorization-loop.ts';
import { TaskDoneAlert } from './task-done-alert.tsx';
import type { TaskProps, TaskVerse, TaskWord } from './types.ts';

type RecordingsOf = { userChildId: string; lessonId: string } | null;

/** "Learn the surah": the memorization loop (listen or read, say it back, repeat), with a hide-and-peek self-test. */
export function LearnSurahTask({
  verses,
  words = [],
  recordingsOf = null,
  isDone,
  onComplete,
}: TaskProps & {
  verses: TaskVerse[];
  words?: TaskWord[];
  /** Whose own recordings may go to the teacher (left out in a staff preview). */
  recordingsOf?: RecordingsOf;
}) {
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
          words={words}
          recordingsOf={recordingsOf}
          isDone={isDone}
          onComplete={onComplete}
        />
      )}
    </Stack>
  );
}

/** Draws the loop (`memorization-loop.ts`) and plays its recitations; the loop itself decides what comes next. */
function MemorizationLoop({
  verses,
  words,
  recordingsOf,
  isDone,
  onComplete,
}: TaskProps & { verses: TaskVerse[]; words: TaskWord[]; recordingsOf: RecordingsOf }) {
  const { t } = useTranslation('tasks');
  const isReducedMotion = useIsReducedMotion();
  const id = useId();
  const [loop, dispatch] = useReducer(reduceLoop, verses.length, startLoop);
  const [display, setDisplay] = useState<Display>({ speed: 1, hideLevel: 0, textSize: 'medium' });
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(new Set());
  /** A recitation that cannot be played: its verse is read instead. */
  const readInstead = useCallback((url: string) => setFailedUrls((current) => new Set(current).add(url)), []);
  const audioRef = useRef<HTMLAudioElement>(null);
  const loaded = useRef<{ step: number; url: string } | null>(null);
  const verseItems = useRef(new Map<number, HTMLLIElement>());
  const isReported = useRef(false);

  const { speed } = display;
  const verse = verses[loop.index] as TaskVerse;
  const hasAudio = (item: TaskVerse) => item.audioUrl !== null && !failedUrls.has(item.audioUrl);
  const isAnyAudio = verses.some(hasAudio);
  const isListening = loop.phase === 'reading' && hasAudio(verse);
  const audioUrl = isListening ? verse.audioUrl : null;
  const learnedCount = countLearned(loop);
  const isAccomplished = learnedCount === verses.length;

  useEffect(() => {
    if (!isAccomplished || isReported.current) return;
    isReported.current = true;
    if (!isDone) onComplete();
  }, [isAccomplished, isDone, onComplete]);

  const timings = verse.wordTimings ?? null;
  const [wordRange, setWordRange] = useState<WordRange | null>(null);
  // A range of words belongs to its verse.
  useEffect(() => setWordRange((range) => (range?.verse === loop.index ? range : null)), [loop.index]);
  const stretch = wordRange && timings ? stretchOf(timings, wordRange.from, wordRange.to) : null;
  const [tapped, setTapped] = useState<TappedWord | null>(null);
  // A word or verse heard apart (a tap, "hear the reciter"): one at a time, and never beside the loop.
  const heardApart = useRef<(() => void) | null>(null);
  const hearApart = (url: string, words: { startMs: number; endMs: number }, onEnd?: () => void) => {
    heardApart.current?.();
    const audio = audioRef.current;
    if (audio) heardApart.current = playStretch(audio, url, words, onEnd);
  };
  // Leaving the task stops a word still being heard apart (its frame loop with it).
  useEffect(() => () => heardApart.current?.(), []);
  useEffect(() => {
    if (!loop.isPlaying) return;
    heardApart.current?.();
    heardApart.current = null;
    setTapped(null);
  }, [loop.isPlaying]);
  const followed = tapped ? (verses[tapped.verse]?.wordTimings ?? null) : timings;
  const spokenWord = useSpokenWord(
    audioRef,
    followed,
    (isListening && loop.isPlaying) || tapped !== null,
    tapped ? { from: tapped.position, to: tapped.position } : wordRange,
  );

  const isLoading = useIsWaitingForData(audioRef, isListening && loop.isPlaying);

  const stretchStart = stretch?.startMs ?? null;
  const stretchEnd = stretch?.endMs ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every repetition (a new step) plays the words again.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !audioUrl || !loop.isPlaying || stretchStart === null || stretchEnd === null) return;
    // Only the chosen words, as often as a whole verse would be: the reading ends where the range ends.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    loaded.current = null;
    const words = { startMs: stretchStart, endMs: stretchEnd };
    return playStretch(audio, audioUrl, words, () =>
      dispatch({ type: 'reading-ended', verseMs: (stretchEnd - stretchStart) / speed }),
    );
  }, [audioUrl, loop.isPlaying, loop.step, speed, stretchStart, stretchEnd]);

  const isStretch = stretchStart !== null;
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !audioUrl || !loop.isPlaying || isStretch) return;
    if (loaded.current?.step !== loop.step) {
      if (loaded.current?.url === audioUrl) audio.currentTime = 0;
      else audio.src = audioUrl;
      loaded.current = { step: loop.step, url: audioUrl };
    }
    // Loading a new source resets the rate to the default one, so set both.
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    const needsTap = () => dispatch({ type: 'stop' });
    audio.play().catch((error: unknown) => {
      // Pausing before playback starts rejects as well; only a refused start needs the child to press Play again.
      if (error instanceof DOMException && error.name === 'NotAllowedError') needsTap();
    });
    const stopWatching = restartWhenStalled(audio, { onRefused: needsTap, onGaveUp: () => readInstead(audioUrl) });
    return () => {
      stopWatching();
      audio.pause();
    };
  }, [audioUrl, loop.isPlaying, loop.step, speed, isStretch, readInstead]);

  /** The reciter's verse (or the chosen part of it), to compare with the child's own recording. */
  const hearReciter = (verseIndex: number) => {
    const heard = verses[verseIndex];
    const audio = audioRef.current;
    if (!heard?.audioUrl || !audio) return;
    dispatch({ type: 'stop' });
    loaded.current = null;
    const timed = heard.wordTimings;
    const part = wordRange?.verse === verseIndex && timed ? stretchOf(timed, wordRange.from, wordRange.to) : null;
    const whole = { startMs: 0, endMs: Number.POSITIVE_INFINITY };
    audio.playbackRate = speed;
    hearApart(heard.audioUrl, part ?? whole);
  };

  /** A tapped word is heard alone (the loop pauses), with its meaning where it is one of the lesson's words. */
  const tapWord = (verseIndex: number, position: number) => {
    const tappedVerse = verses[verseIndex];
    const timing = tappedVerse?.wordTimings?.[position];
    const audio = audioRef.current;
    if (!tappedVerse?.audioUrl || !timing || !audio) return;
    dispatch({ type: 'stop' });
    loaded.current = null;
    const text = wordsOf(tappedVerse.verse)[position]?.text ?? '';
    const meaning = words.find((word) => word.word.normalize('NFC') === text.normalize('NFC'))?.meaning ?? null;
    setTapped({ verse: verseIndex, position, meaning });
    audio.playbackRate = speed;
    hearApart(tappedVerse.audioUrl, timing, () =>
      setTapped((current) => (current ? { ...current, isOver: true } : null)),
    );
  };

  // Leaving the task stops a word still being heard apart (its frame loop with it).
  useEffect(() => () => heardApart.current?.(), []);
  useEffect(() => {
    if (!loop.isPlaying) return;
    verseItems.current
      .get(loop.index)
      ?.scrollIntoView({ block: 'nearest', behavior: isReducedMotion ? 'auto' : 'smooth' });
  }, [loop.isPlaying, loop.index, isReducedMotion]);

  const onAudioEnded = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    const verseMs = recitationMs(audio.duration, audio.playbackRate, () => readingMs(verse.verse, speed));
    dispatch({ type: 'reading-ended', verseMs });
  };

  // A missing recitation should not stop the lesson: that verse falls back to reading.
  const onAudioError = () => {
    const url = loaded.current?.url;
    if (url) readInstead(url);
  };

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
      <SurahSettings
        loop={loop}
        ayahNumbers={verses.map((item) => item.ayahNumber)}
        display={display}
        onDisplayChange={(change) => setDisplay((current) => ({ ...current, ...change }))}
        onRangeChange={(edge, value) => dispatch(changeRange(loop, edge, value))}
        isReducedMotion={isReducedMotion}
        dispatch={dispatch}
      />
      <SurahPlayer
        loop={loop}
        ayahNumber={verse.ayahNumber}
        isListening={isListening}
        isLoading={isLoading}
        phaseMs={phaseMs(loop, verse.verse, speed)}
        isReducedMotion={isReducedMotion}
        dispatch={dispatch}
      />
      <SurahVerses
        verses={verses}
        loop={loop}
        hideLevel={display.hideLevel}
        textSize={display.textSize}
        items={verseItems.current}
        dispatch={dispatch}
        spoken={spokenWord === null ? null : { verse: tapped?.verse ?? loop.index, position: spokenWord }}
        tapped={tapped}
        onWordTap={tapWord}
        wordRange={wordRange}
        onWordRange={(range) => {
          setWordRange(range);
          dispatch({ type: 'go', index: loop.index });
        }}
        onHearReciter={hearReciter}
        recordingsOf={recordingsOf}
      />
      {isAnyAudio && (
        // biome-ignore lint/a11y/useMediaCaption: a verse recitation; its text is on the screen.
        <audio ref={audioRef} preload="none" onEnded={onAudioEnded} onError={onAudioError} />
      )}
    </Stack>
  );
}
