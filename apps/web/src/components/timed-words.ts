import { type RefObject, useEffect, useState } from 'react';

/** When one word of a verse is said in its recitation (words: the text split on spaces). */
export type WordTiming = { startMs: number; endMs: number };

/** The word said at this moment of the recording, or null between words. */
export function wordAt(timings: readonly WordTiming[], ms: number): number | null {
  const index = timings.findIndex((timing) => timing.startMs <= ms && ms < timing.endMs);
  return index === -1 ? null : index;
}

/**
 * The word being said while the audio plays, read every frame (a media element's `timeupdate` comes only a few
 * times a second, too seldom for short words): at any speed, since the element's own clock is read.
 */
export function useSpokenWord(
  audio: RefObject<HTMLAudioElement | null>,
  timings: readonly WordTiming[] | null | undefined,
  isActive: boolean,
): number | null {
  const [spoken, setSpoken] = useState<number | null>(null);
  useEffect(() => {
    if (!isActive || !timings) {
      setSpoken(null);
      return;
    }
    let frame = 0;
    const follow = () => {
      const element = audio.current;
      setSpoken(element && !element.paused ? wordAt(timings, element.currentTime * 1000) : null);
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [audio, timings, isActive]);
  return spoken;
}

/**
 * Plays one stretch of a recording (a word, or a range of words) and pauses at its end; `onEnd` is told then.
 * Returns a stop that forgets it (the element pauses).
 */
export function playStretch(audio: HTMLAudioElement, url: string, stretch: WordTiming, onEnd?: () => void) {
  let frame = 0;
  let isStopped = false;
  const watch = () => {
    if (isStopped) return;
    if (audio.currentTime * 1000 >= stretch.endMs || audio.ended) {
      audio.pause();
      isStopped = true;
      onEnd?.();
      return;
    }
    frame = requestAnimationFrame(watch);
  };
  const start = () => {
    audio.currentTime = stretch.startMs / 1000;
    void audio.play().then(
      () => {
        frame = requestAnimationFrame(watch);
      },
      () => undefined,
    );
  };
  if (!audio.src.endsWith(url)) {
    audio.src = url;
    audio.addEventListener('loadedmetadata', start, { once: true });
    audio.load();
  } else start();
  return () => {
    isStopped = true;
    cancelAnimationFrame(frame);
    audio.removeEventListener('loadedmetadata', start);
    audio.pause();
  };
}

/** From the first word's start to the last word's end. */
export const stretchOf = (timings: readonly WordTiming[], from: number, to: number): WordTiming | null => {
  const first = timings[from];
  const last = timings[to];
  return first && last ? { startMs: first.startMs, endMs: last.endMs } : null;
};
