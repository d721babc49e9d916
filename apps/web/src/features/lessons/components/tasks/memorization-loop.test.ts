import { describe, expect, it } from 'vitest';
import {
  changeRange,
  countdown,
  ENDLESS,
  isHiddenAt,
  isLearned,
  type Loop,
  type LoopEvent,
  learnedCount,
  phaseEnded,
  phaseMs,
  readingMs,
  recitationMs,
  reduceLoop,
  startLoop,
  statusOf,
  wordsOf,
} from './memorization-loop.ts';

const run = (loop: Loop, ...events: LoopEvent[]) => events.reduce(reduceLoop, loop);

/** One turn of the current verse: it is heard (for `verseMs`), then said back. */
const TURN: LoopEvent[] = [{ type: 'reading-ended', verseMs: 4000 }, { type: 'reciting-ended' }];
const turns = (count: number) => Array.from({ length: count }, () => TURN).flat();

/** Where the child is: verse (1-based), repetition, phase, playing or not. */
const where = (loop: Loop) => ({
  verse: loop.index + 1,
  repetition: loop.repetition,
  phase: loop.phase,
  isPlaying: loop.isPlaying,
});

describe('the memorization loop', () => {
  it('starts idle on the first verse, three times each, the whole surah, a pause as long as the verse', () => {
    const loop = startLoop(7);
    expect(where(loop)).toEqual({ verse: 1, repetition: 1, phase: 'reading', isPlaying: false });
    expect(loop).toMatchObject({ repeats: 3, pauseFactor: 1, from: 0, to: 6 });
    expect(learnedCount(loop)).toBe(0);
    expect(statusOf(loop, true)).toBe('idle');
  });

  it('listens, then gives the child a turn to say the verse back, then hears it again', () => {
    let loop = run(startLoop(3), { type: 'play' });
    expect(statusOf(loop, true)).toBe('listen');
    expect(statusOf(loop, true, true)).toBe('loading');
    expect(statusOf(loop, false)).toBe('read');

    loop = run(loop, { type: 'reading-ended', verseMs: 4000 });
    expect(where(loop)).toEqual({ verse: 1, repetition: 1, phase: 'reciting', isPlaying: true });
    expect(statusOf(loop, true)).toBe('recite');
    expect(loop.heard).toEqual([true, false, false]);

    loop = run(loop, { type: 'reciting-ended' });
    expect(where(loop)).toEqual({ verse: 1, repetition: 2, phase: 'reading', isPlaying: true });
  });

  it('moves on to the next verse after the last repeat, and counts the verse as learned', () => {
    let loop = run(startLoop(3), { type: 'play' }, ...turns(2));
    expect(where(loop)).toEqual({ verse: 1, repetition: 3, phase: 'reading', isPlaying: true });
    expect(isLearned(loop, 0)).toBe(false);

    loop = run(loop, ...TURN);
    expect(where(loop)).toEqual({ verse: 2, repetition: 1, phase: 'reading', isPlaying: true });
    expect(isLearned(loop, 0)).toBe(true);
    expect(learnedCount(loop)).toBe(1);
  });

  it('stops after the last verse of the range and waits on its first verse', () => {
    const loop = run(startLoop(3), { type: 'set-repeats', repeats: 1 }, { type: 'play' }, ...turns(3));
    expect(where(loop)).toEqual({ verse: 1, repetition: 1, phase: 'reading', isPlaying: false });
    expect(learnedCount(loop)).toBe(3);
  });

  it('stops at the end of a chosen range and goes back to where the range starts', () => {
    let loop = run(startLoop(5), { type: 'set-repeats', repeats: 1 }, { type: 'set-range', from: 1, to: 2 });
    // The first verse is outside the range, so the loop goes to the range's first verse.
    expect(where(loop).verse).toBe(2);
    loop = run(loop, { type: 'play' }, ...TURN);
    expect(where(loop)).toMatchObject({ verse: 3, isPlaying: true });
    loop = run(loop, ...TURN);
    expect(where(loop)).toEqual({ verse: 2, repetition: 1, phase: 'reading', isPlaying: false });
    expect(loop.heard).toEqual([false, true, true, false, false]);
  });

  it('repeats one verse without end when "endless" is chosen, and counts it after the first turn', () => {
    let loop = run(startLoop(2), { type: 'set-repeats', repeats: ENDLESS }, { type: 'play' }, ...TURN);
    expect(isLearned(loop, 0)).toBe(true);
    loop = run(loop, ...turns(20));
    expect(where(loop)).toEqual({ verse: 1, repetition: 22, phase: 'reading', isPlaying: true });
  });

  it('with fewer repeats chosen mid-verse, moves on after the turn being played', () => {
    const loop = run(startLoop(2), { type: 'play' }, ...turns(2), { type: 'set-repeats', repeats: 1 }, ...TURN);
    expect(where(loop)).toMatchObject({ verse: 2, repetition: 1 });
  });

  it('ignores a timer or recitation that ends after the child pressed stop', () => {
    const stopped = run(startLoop(2), { type: 'play' }, { type: 'stop' });
    expect(run(stopped, { type: 'reading-ended', verseMs: 1000 })).toBe(stopped);
    const reciting = run(startLoop(2), { type: 'play' }, { type: 'reading-ended', verseMs: 1000 }, { type: 'stop' });
    expect(run(reciting, { type: 'reciting-ended' })).toBe(reciting);
  });

  it('ignores an end of the wrong phase (a late audio event)', () => {
    const reading = run(startLoop(2), { type: 'play' });
    expect(run(reading, { type: 'reciting-ended' })).toBe(reading);
    const reciting = run(reading, { type: 'reading-ended', verseMs: 1000 });
    expect(run(reciting, { type: 'reading-ended', verseMs: 9000 })).toBe(reciting);
  });

  it('previous and next start a verse afresh, within the range, and keep playing', () => {
    let loop = run(startLoop(4), { type: 'play' }, ...TURN, { type: 'reading-ended', verseMs: 1000 });
    expect(where(loop)).toMatchObject({ verse: 1, repetition: 2, phase: 'reciting' });
    loop = run(loop, { type: 'go', index: 1 });
    expect(where(loop)).toEqual({ verse: 2, repetition: 1, phase: 'reading', isPlaying: true });
    expect(where(run(loop, { type: 'go', index: 9 })).verse).toBe(4);
    expect(where(run(loop, { type: 'go', index: -1 })).verse).toBe(1);
  });

  it('starts every phase afresh, so its countdown and audio restart', () => {
    let loop = run(startLoop(2), { type: 'play' });
    const steps = [loop.step];
    for (const event of [...TURN, { type: 'go', index: 0 } as const]) {
      loop = run(loop, event);
      steps.push(loop.step);
    }
    expect(new Set(steps).size).toBe(steps.length);
    // Pausing and playing again keeps the phase where it was.
    expect(run(loop, { type: 'stop' }, { type: 'play' }).step).toBe(loop.step);
  });

  it('keeps the current verse when the range still holds it', () => {
    const loop = run(startLoop(5), { type: 'go', index: 2 }, { type: 'set-range', from: 1, to: 3 });
    expect(where(loop).verse).toBe(3);
  });

  it('takes the other edge of the range along when one edge passes it', () => {
    const loop = run(startLoop(6), { type: 'set-range', from: 1, to: 2 });
    expect(changeRange(loop, 'from', 4)).toEqual({ type: 'set-range', from: 4, to: 4 });
    expect(changeRange(loop, 'from', 0)).toEqual({ type: 'set-range', from: 0, to: 2 });
    expect(changeRange(loop, 'to', 0)).toEqual({ type: 'set-range', from: 0, to: 0 });
    expect(changeRange(loop, 'to', 5)).toEqual({ type: 'set-range', from: 1, to: 5 });
  });

  it('counts a verse the child says it recited as learned only once it was heard', () => {
    let loop = run(startLoop(2), { type: 'recited', index: 1 });
    expect(learnedCount(loop)).toBe(0);
    loop = run(loop, { type: 'go', index: 1 }, { type: 'play' }, { type: 'reading-ended', verseMs: 1000 });
    expect(isLearned(loop, 1)).toBe(true);
    expect(isLearned(loop, 0)).toBe(false);
  });
});

describe('timing', () => {
  const fourWords = 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ';

  it('reads a verse without a recitation at 0.8 seconds a word, at least 2 seconds', () => {
    expect(readingMs(fourWords, 1)).toBe(3200);
    expect(readingMs('ٱلْحَمْدُ', 1)).toBe(2000);
    // A waqf sign standing alone is not a word.
    expect(readingMs(`${fourWords} ۚ`, 1)).toBe(3200);
  });

  it('reads slower at a lower speed and faster at a higher one', () => {
    expect(readingMs(fourWords, 0.5)).toBe(6400);
    expect(readingMs(fourWords, 1.25)).toBe(2560);
    expect(readingMs(fourWords, 1.5)).toBe(2133.3333333333335);
  });

  it('gives the child the verse length times the pause factor to say it back', () => {
    const reciting = run(startLoop(1), { type: 'set-pause', pauseFactor: 3 }, { type: 'play' }, ...TURN.slice(0, 1));
    expect(phaseMs(reciting, fourWords, 1)).toBe(12_000);
    expect(phaseMs(run(startLoop(1)), fourWords, 0.5)).toBe(6400);
  });

  it('measures a recitation at the rate it played, and falls back to reading time when its length is unknown', () => {
    expect(recitationMs(6, 1.5, () => 1)).toBe(4000);
    expect(recitationMs(6, 0.5, () => 1)).toBe(12_000);
    expect(recitationMs(Number.NaN, 1, () => 2500)).toBe(2500);
    expect(recitationMs(Number.POSITIVE_INFINITY, 1, () => 2500)).toBe(2500);
  });

  it('ends a reading countdown with the time it took, and a pause with the next turn', () => {
    expect(phaseEnded('reading', 3200)).toEqual({ type: 'reading-ended', verseMs: 3200 });
    expect(phaseEnded('reciting', 3200)).toEqual({ type: 'reciting-ended' });
  });

  it('shows whole seconds left, rounded up, and a bar that empties', () => {
    expect(countdown(3200, 3200)).toEqual({ seconds: 4, percent: 100 });
    expect(countdown(3200, 1600)).toEqual({ seconds: 2, percent: 50 });
    expect(countdown(3200, 0)).toEqual({ seconds: 0, percent: 0 });
    expect(countdown(0, 0)).toEqual({ seconds: 0, percent: 0 });
  });
});

describe('hiding words', () => {
  const verse = 'a b ۖ c d e f';
  const hidden = (level: number) =>
    wordsOf(verse)
      .filter((word) => isHiddenAt(level, word.wordNumber))
      .map((word) => word.text)
      .join(' ');

  it('hides nothing, every third word, every other word, or all words, never a waqf sign', () => {
    expect(hidden(0)).toBe('');
    expect(hidden(1)).toBe('c f');
    expect(hidden(2)).toBe('b d f');
    expect(hidden(3)).toBe('a b c d e f');
  });

  it('keeps every piece of the verse in its place', () => {
    expect(wordsOf(` ${verse}  `).map((word) => word.text)).toEqual(['a', 'b', 'ۖ', 'c', 'd', 'e', 'f']);
  });
});
