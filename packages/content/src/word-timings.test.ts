import { describe, expect, it } from 'vitest';
import { ContentPackError } from './pack.ts';
import { matchWordTimings, parseWordTimings } from './word-timings.ts';

/** What the staff area is told when a timing file is refused: the code, the file, the line and the sentence's parts. */
function refusalOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (!(error instanceof ContentPackError)) throw error;
    return { code: error.code, file: error.file, line: error.line, params: error.params };
  }
  throw new Error('the file was not refused');
}

describe('word timing files', () => {
  it('refuses a tiny quran-align file that declares word 10^9, by its bounds and before timing a word', () => {
    const file = JSON.stringify([{ surah: 1, ayah: 1, segments: [[0, 1_000_000_000, 0, 2000]] }]);
    expect(refusalOf(() => parseWordTimings(file, 'align.json'))).toEqual({
      code: 'timings-out-of-range',
      file: 'align.json',
      line: null,
      params: { verse: '1:1' },
    });
  });

  it('refuses a QUL file that declares word 10^9', () => {
    const file = JSON.stringify({ '1:1': { segments: [[1_000_000_000, 0, 500]] } });
    expect(refusalOf(() => parseWordTimings(file, 'qul.json'))).toMatchObject({
      code: 'timings-out-of-range',
      params: { verse: '1:1' },
    });
  });

  it('refuses a span of 10^12 ms, and a verse the Quran does not have', () => {
    const span = JSON.stringify([{ surah: 1, ayah: 2, segments: [[0, 1, 0, 1_000_000_000_000]] }]);
    expect(refusalOf(() => parseWordTimings(span, 'span.json'))).toMatchObject({
      code: 'timings-out-of-range',
      params: { verse: '1:2' },
    });
    const verse = JSON.stringify({ '115:1': { segments: [[1, 0, 500]] } });
    expect(refusalOf(() => parseWordTimings(verse, 'qul.json'))).toMatchObject({ code: 'timings-out-of-range' });
  });

  it('refuses more entries than the Quran has verses', () => {
    const entries = Array.from({ length: 6237 }, () => ({ surah: 1, ayah: 1, segments: [] }));
    expect(refusalOf(() => parseWordTimings(JSON.stringify(entries), 'many.json'))).toMatchObject({
      code: 'timings-too-many',
      params: { max: 6236 },
    });
  });

  it('names the verse and both counts when the words do not match, as a code the page translates', () => {
    const timings = parseWordTimings(JSON.stringify({ '1:1': { segments: [[1, 0, 500]] } }), 'qul.json');
    const verses = [{ surah: 1, ayah: 1, verse: 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ' }];
    expect(refusalOf(() => matchWordTimings(timings, verses, 'qul.json'))).toEqual({
      code: 'timings-word-count',
      file: 'qul.json',
      line: null,
      params: { verse: '1:1', expected: 4, counted: 1 },
    });
  });
});
