import { describe, expect, it } from 'vitest';
import { answerRows, isMatched, isSamePick, type Matchable, shuffle, tap } from './matching-pairs.ts';

const pairs: Matchable[] = [
  { id: 'v1', answerText: 'In the name of God' },
  { id: 'v2', answerText: 'All praise is for God' },
  { id: 'v3', answerText: 'the Most Merciful' },
  // A surah can repeat a verse: its translation then fits either prompt.
  { id: 'v4', answerText: 'the Most Merciful' },
];
const ids = (items: { id: string }[]) => items.map((item) => item.id);
/** A random source that gives the numbers in turn, over and over. */
const randoms = (...numbers: number[]) => {
  let call = 0;
  return () => numbers[call++ % numbers.length] ?? 0;
};

describe('shuffling the answers', () => {
  it('never gives the answers in the prompts’ order when there is a choice', () => {
    for (let run = 0; run < 200; run++) {
      expect(ids(shuffle(pairs.slice(0, 2)))).toEqual(['v2', 'v1']);
      expect(ids(shuffle(pairs))).not.toEqual(ids(pairs));
    }
  });

  it('keeps every answer exactly once', () => {
    for (let run = 0; run < 50; run++) expect(ids(shuffle(pairs)).sort()).toEqual(ids(pairs));
  });

  it('turns the order round when chance keeps giving the order it had', () => {
    // Every swap with itself leaves the order as it was, ten times over.
    expect(ids(shuffle(pairs, () => 0.999))).toEqual(['v4', 'v3', 'v2', 'v1']);
  });

  it('takes the first new order chance gives', () => {
    expect(ids(shuffle(pairs, () => 0))).toEqual(['v2', 'v3', 'v4', 'v1']);
    // First attempt unchanged (every swap with itself), the second one is new.
    expect(ids(shuffle(pairs, randoms(0.99, 0.99, 0.99, 0, 0, 0)))).toEqual(['v2', 'v3', 'v4', 'v1']);
  });

  it('leaves a single pair, and no pairs, as they are', () => {
    expect(ids(shuffle(pairs.slice(0, 1)))).toEqual(['v1']);
    expect(shuffle([])).toEqual([]);
  });
});

describe('the rows of the answers column', () => {
  const order = ['v3', 'v1', 'v4', 'v2'];

  it('shows the answers in their shuffled order before anything is matched', () => {
    expect(ids(answerRows(pairs, order, {}))).toEqual(order);
  });

  it('puts a matched answer beside its prompt and the others in the free rows, in order', () => {
    expect(ids(answerRows(pairs, order, { v2: 'v2' }))).toEqual(['v3', 'v2', 'v1', 'v4']);
    expect(ids(answerRows(pairs, order, { v4: 'v3', v1: 'v1' }))).toEqual(['v1', 'v4', 'v2', 'v3']);
  });

  it('lines every pair up once all are matched', () => {
    const all = { v1: 'v1', v2: 'v2', v3: 'v4', v4: 'v3' };
    expect(ids(answerRows(pairs, order, all))).toEqual(['v1', 'v2', 'v4', 'v3']);
  });
});

describe('a tap', () => {
  const prompt = (id: string) => ({ side: 'prompt', id }) as const;
  const answer = (id: string) => ({ side: 'answer', id }) as const;

  it('selects the first of a pair, on either side', () => {
    expect(tap(pairs, {}, null, prompt('v1'))).toEqual({ kind: 'selected', pick: prompt('v1') });
    expect(tap(pairs, {}, null, answer('v2'))).toEqual({ kind: 'selected', pick: answer('v2') });
  });

  it('unselects when tapped again, and selects another of the same side instead', () => {
    expect(tap(pairs, {}, prompt('v1'), prompt('v1'))).toEqual({ kind: 'unselected' });
    expect(tap(pairs, {}, prompt('v1'), prompt('v2'))).toEqual({ kind: 'selected', pick: prompt('v2') });
  });

  it('matches a prompt with its answer, in either order', () => {
    expect(tap(pairs, {}, prompt('v2'), answer('v2'))).toEqual({ kind: 'right', promptId: 'v2', answerId: 'v2' });
    expect(tap(pairs, {}, answer('v1'), prompt('v1'))).toEqual({ kind: 'right', promptId: 'v1', answerId: 'v1' });
  });

  it('accepts the same translation of a repeated verse for either prompt', () => {
    expect(tap(pairs, {}, prompt('v3'), answer('v4'))).toEqual({ kind: 'right', promptId: 'v3', answerId: 'v4' });
  });

  it('says a wrong pair is wrong, pointing at the second tap', () => {
    expect(tap(pairs, {}, prompt('v1'), answer('v2'))).toEqual({ kind: 'wrong', pick: answer('v2') });
    expect(tap(pairs, {}, answer('v3'), prompt('v1'))).toEqual({ kind: 'wrong', pick: prompt('v1') });
  });

  it('does nothing on what is matched already', () => {
    const matches = { v1: 'v1' };
    expect(tap(pairs, matches, null, prompt('v1'))).toEqual({ kind: 'ignored' });
    expect(tap(pairs, matches, prompt('v2'), answer('v1'))).toEqual({ kind: 'ignored' });
  });

  it('knows what is matched on each side, and which tap is which', () => {
    const matches = { v3: 'v4' };
    expect([prompt('v3'), answer('v4'), prompt('v4'), answer('v3')].map((pick) => isMatched(matches, pick))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isSamePick(prompt('v1'), prompt('v1'))).toBe(true);
    expect(isSamePick(prompt('v1'), answer('v1'))).toBe(false);
    expect(isSamePick(null, prompt('v1'))).toBe(false);
  });
});
