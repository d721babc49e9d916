import { type RefObject, useEffect, useState } from 'react';

/** When one word of a verse is said in its recitation (words: the text split on spaces). */
export type WordTiming = { startMs: number; endMs: number };

/** The word said at this moment of the recording, or null between words. */
export function wordAt(timings: readonly WordTiming[], ms: number): number | null {
  const index = timings.findIndex((timing) => timing.startMs <= ms && ms < timing.endMs);
  return index === -1 ? null : index;
}

/**
 * The word being said while the audio plays (not while it loads), read every frame (a media element's `timeupdate`
 * comes only a few times a second, too seldom for short words): at any speed, since the element's own clock is read.
 * With `only`, the words outside it (positions, both ends included) never light up: a tapped word plays alone.
 */
export function useSpokenWord(
  audio: RefObject<HTMLAudioElement | null>,
  timings: readonly WordTiming[] | null | undefined,
  isActive: boolean,
  only: { from: number; to: number } | null = null,
): number | null {
  const [spoken, setSpoken] = useState<number | null>(null);
  const from = only?.from ?? 0;
  const to = only?.to ?? Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!isActive || !timings) {
      setSpoken(null);
      return;
    }
    let frame = 0;
    const follow = () => {
      const element = audio.current;
      // A recording still loading (or waiting for more) stands still: no word is being said.
      const isHeard =
        element &&
        !element.paused &&
        !element.seeking &&
        !element.muted &&
        element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
      const word = isHeard ? wordAt(timings, element.currentTime * 1000) : null;
      setSpoken(word !== null && word >= from && word <= to ? word : null);
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [audio, timings, isActive, from, to]);
  return spoken;
}

/**
 * Plays one stretch of a recording (a word, or a range of words) and pauses at its end; `onEnd` is told then.
 * Returns a stop that forgets it (the element pauses).
 *
 * It plays only once the element stands at the stretch's start (after `seeked`): an engine that starts playing
 * while a seek is under way is first heard where it was. A recording that cannot seek (a server without byte
 * ranges) plays muted up to the start, so the words before it are never heard.
 */
export function playStretch(audio: HTMLAudioElement, url: string, stretch: WordTiming, onEnd?: () => void) {
  let frame = 0;
  let isStopped = false;
  const listeners: [string, () => void][] = [];
  const once = (type: string, then: () => void) => {
    listeners.push([type, then]);
    audio.addEventListener(type, then, { once: true });
  };
  const watch = () => {
    if (isStopped) return;
    const ms = audio.currentTime * 1000;
    if (audio.muted && ms >= stretch.startMs) audio.muted = false;
    if (ms >= stretch.endMs || audio.ended) {
      audio.pause();
      isStopped = true;
      onEnd?.();
      return;
    }
    frame = requestAnimationFrame(watch);
  };
  const play = () => {
    if (isStopped) return;
    void audio.play().then(
      () => {
        if (!isStopped) frame = requestAnimationFrame(watch);
      },
      () => undefined,
    );
  };
  const start = () => {
    if (isStopped) return;
    audio.muted = false;
    if (stretch.startMs === 0 && audio.currentTime === 0) return play();
    if (audio.seekable.length === 0) {
      audio.muted = true;
      audio.currentTime = 0;
      return play();
    }
    once('seeked', play);
    audio.currentTime = stretch.startMs / 1000;
  };
  const isLoaded = audio.src === new URL(url, document.baseURI).href;
  if (!isLoaded || audio.readyState < HTMLMediaElement.HAVE_METADATA) {
    // The start can be sought only once the length is known; `preload="none"` would wait for play() first.
    audio.preload = 'auto';
    if (!isLoaded) audio.src = url;
    once('loadedmetadata', start);
    audio.load();
  } else start();
  return () => {
    isStopped = true;
    cancelAnimationFrame(frame);
    for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
    audio.pause();
    audio.muted = false;
  };
}

/** From the first word's start to the last word's end. */
export const stretchOf = (timings: readonly WordTiming[], from: number, to: number): WordTiming | null => {
  const first = timings[from];
  const last = timings[to];
  return first && last ? { startMs: first.startMs, endMs: last.endMs } : null;
};
