import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type SyntheticEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SurahPlayer } from './learn-surah-player.tsx';
import { type Display, SurahSettings } from './learn-surah-settings.tsx';
import { SurahVerses } from './learn-surah-verses.tsx';
import {
  changeRange,
  learnedCount as countLearned,
  phaseMs,
  readingMs,
  recitationMs,
  reduceLoop,
  startLoop,
} from './memorization-loop.ts';
import { TaskDoneAlert } from './task-done-alert.tsx';
import type { TaskProps, TaskVerse } from './types.ts';

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

/** Draws the loop (`memorization-loop.ts`) and plays its recitations; the loop itself decides what comes next. */
function MemorizationLoop({ verses, isDone, onComplete }: TaskProps & { verses: TaskVerse[] }) {
  const { t } = useTranslation('tasks');
  const isReducedMotion = useReducedMotion();
  const id = useId();
  const [loop, dispatch] = useReducer(reduceLoop, verses.length, startLoop);
  const [display, setDisplay] = useState<Display>({ speed: 1, hideLevel: 0, textSize: 'medium' });
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(new Set());
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

  const onAudioEnded = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    const verseMs = recitationMs(audio.duration, audio.playbackRate, () => readingMs(verse.verse, speed));
    dispatch({ type: 'reading-ended', verseMs });
  };

  // A missing recitation should not stop the lesson: that verse falls back to reading.
  const onAudioError = () => {
    const url = loaded.current?.url;
    if (url) setFailedUrls((current) => new Set(current).add(url));
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
      />
      {isAnyAudio && (
        // biome-ignore lint/a11y/useMediaCaption: a verse recitation; its text is on the screen.
        <audio ref={audioRef} preload="none" onEnded={onAudioEnded} onError={onAudioError} />
      )}
    </Stack>
  );
}
