/**
 * The "learn the surah" loop without React or the DOM: listen or read a verse, say it back, repeat, go on. The
 * component draws this state and plays the audio; timers and audio only report back with events.
 */

/** Stands for "repeat endlessly" among the repeat choices. */
export const ENDLESS = 0;
export const REPEAT_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, ENDLESS];
// At least the verse's own length to say it back: a verse counts as recited only after the child had the turn.
export const PAUSE_FACTORS = [1, 2, 3];
export const HIDE_LEVELS = [0, 1, 2, 3];
export const TEXT_SIZES = { small: 28, medium: 36, large: 46 } as const;
export type TextSize = keyof typeof TEXT_SIZES;
// Without a recitation the verse is read, at a child's pace rather than a reciter's.
const SECONDS_PER_WORD = 0.8;
const MIN_READING_MS = 2000;

export type Phase = 'reading' | 'reciting';

export type Loop = {
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

export type LoopEvent =
  | { type: 'play' }
  | { type: 'stop' }
  | { type: 'go'; index: number }
  | { type: 'set-repeats'; repeats: number }
  | { type: 'set-pause'; pauseFactor: number }
  | { type: 'set-range'; from: number; to: number }
  | { type: 'reading-ended'; verseMs: number }
  | { type: 'reciting-ended' }
  | { type: 'recited'; index: number };

export function startLoop(verseCount: number): Loop {
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

export function reduceLoop(loop: Loop, event: LoopEvent): Loop {
  switch (event.type) {
    case 'play':
      return { ...loop, isPlaying: true };
    case 'stop':
      return { ...loop, isPlaying: false };
    case 'go':
      return startVerse(loop, Math.min(loop.to, Math.max(loop.from, event.index)));
    case 'set-repeats':
      return { ...loop, repeats: event.repeats };
    case 'set-pause':
      return { ...loop, pauseFactor: event.pauseFactor };
    case 'set-range': {
      const ranged = { ...loop, from: event.from, to: event.to };
      return loop.index < event.from || loop.index > event.to ? startVerse(ranged, event.from) : ranged;
    }
    case 'reading-ended': {
      // A timer or an audio event can arrive just after the child paused or skipped.
      if (!loop.isPlaying || loop.phase !== 'reading') return loop;
      const heard = loop.heard.map((is, index) => is || index === loop.index);
      const read = { ...loop, heard, verseMs: event.verseMs };
      return { ...read, phase: 'reciting', step: loop.step + 1 };
    }
    case 'reciting-ended':
      return loop.isPlaying && loop.phase === 'reciting' ? finishPlay(loop) : loop;
    case 'recited':
      return { ...loop, repeated: loop.repeated.map((is, index) => is || index === event.index) };
  }
}

/** Moving one edge of the range past the other takes the other along. */
export function changeRange(loop: Loop, edge: 'from' | 'to', value: number): LoopEvent {
  const from = edge === 'from' ? value : Math.min(loop.from, value);
  const to = edge === 'to' ? value : Math.max(loop.to, value);
  return { type: 'set-range', from, to };
}

/** The event a finished countdown sends: a reading counts as long as it was meant to take. */
export function phaseEnded(phase: Phase, durationMs: number): LoopEvent {
  return phase === 'reading' ? { type: 'reading-ended', verseMs: durationMs } : { type: 'reciting-ended' };
}

/** A verse is learned once it was heard and repeated (or said back). */
export const isLearned = (loop: Loop, index: number) => (loop.heard[index] ?? false) && (loop.repeated[index] ?? false);

export const learnedCount = (loop: Loop) => loop.heard.filter((_, index) => isLearned(loop, index)).length;

/** What the player says is happening now. */
export function statusOf(
  loop: Loop,
  isListening: boolean,
  isLoading = false,
): 'idle' | 'recite' | 'loading' | 'listen' | 'read' {
  if (!loop.isPlaying) return 'idle';
  if (loop.phase === 'reciting') return 'recite';
  if (!isListening) return 'read';
  return isLoading ? 'loading' : 'listen';
}

/** The verse split at spaces; waqf signs standing alone are not words, so they are never hidden. */
export function wordsOf(verse: string) {
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

/** Hide level 1 hides every third word, 2 every other word, 3 all of them. */
export function isHiddenAt(level: number, wordNumber: number | null) {
  if (wordNumber === null || level === 0) return false;
  if (level === 1) return wordNumber % 3 === 2;
  if (level === 2) return wordNumber % 2 === 1;
  return true;
}

/** How long reading a verse takes without a recitation, at the chosen speed. */
export function readingMs(verse: string, speed: number) {
  const wordCount = wordsOf(verse).filter((word) => word.wordNumber !== null).length;
  return Math.max(MIN_READING_MS, (wordCount * SECONDS_PER_WORD * 1000) / speed);
}

/** The countdown of the current phase: the reading, or the pause to say the verse back. */
export function phaseMs(loop: Loop, verse: string, speed: number) {
  return loop.phase === 'reading' ? readingMs(verse, speed) : loop.verseMs * loop.pauseFactor;
}

/** How long a recitation took to hear, at the rate it played; the reading time when its length is unknown. */
export function recitationMs(durationSeconds: number, playbackRate: number, fallbackMs: () => number) {
  return Number.isFinite(durationSeconds) ? (durationSeconds * 1000) / playbackRate : fallbackMs();
}

/** What a countdown shows: whole seconds left (rounded up) and the share of the bar still filled. */
export function countdown(durationMs: number, msLeft: number) {
  const left = Math.min(msLeft, durationMs);
  return { seconds: Math.ceil(left / 1000), percent: durationMs === 0 ? 0 : (left / durationMs) * 100 };
}
