/**
 * Word timings beside verse recitations: when each word of a verse is said, so a player can highlight it and play
 * one word. Two formats are read: quran-align's and QUL's segments. Words are the Uthmani text split on spaces.
 */
import type { Db, Tx } from '@koran-kids/db';
import { verses } from '@koran-kids/db/schema';
import { sql } from 'drizzle-orm';
import { ContentPackError } from './pack.ts';
import { recordWordTimingsSource } from './sources.ts';

/** Per word of a verse, in order: when it starts and ends in the verse's recitation, in milliseconds. */
export type WordTiming = [startMs: number, endMs: number];
export type VerseWordTimings = { surah: number; ayah: number; words: WordTiming[]; wordCount: number };

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A verse's words as a timing file counts them. */
export const verseWordCount = (verse: string) => verse.split(/\s+/).filter(Boolean).length;

/**
 * Every number a timing file declares is bounded before it is used: a few bytes may otherwise declare word 10^9 (a
 * loop and an array that long) or a span of 10^12 ms. The Quran has 6236 verses; its longest has 128 words.
 */
const QURAN_VERSES = 6236;
const MAX_WORDS = 200;
const MAX_VERSE_MS = 60 * 60 * 1000;
const isVerse = (surah: number, ayah: number) => surah >= 1 && surah <= 114 && ayah >= 1 && ayah <= 286;

const outOfRange = (file: string, verse: string) =>
  new ContentPackError(
    file,
    null,
    { code: 'timings-out-of-range', params: { verse } },
    `${verse}: a word or time beyond any verse (words up to ${MAX_WORDS}, times up to an hour)`,
  );

const badSegment = (file: string, verse: string, form: string) =>
  new ContentPackError(
    file,
    null,
    { code: 'timings-bad-segment', params: { verse } },
    `${verse}: a segment is not ${form}`,
  );

function checkCount(length: number, file: string) {
  if (length > QURAN_VERSES) {
    throw new ContentPackError(
      file,
      null,
      { code: 'timings-too-many', params: { max: QURAN_VERSES } },
      `holds more than the Quran's ${QURAN_VERSES} verses`,
    );
  }
}

/** A verse's segments, each `form.length` whole numbers: at most a word each. */
function checkedSegments(segments: unknown, file: string, verse: string, form: string[]): number[][] {
  if (!Array.isArray(segments)) throw badSegment(file, verse, `[${form.join(', ')}]`);
  if (segments.length > MAX_WORDS) throw outOfRange(file, verse);
  return segments.map((segment: unknown) => {
    const isSegment = Array.isArray(segment) && segment.length >= form.length;
    const numbers: unknown[] = isSegment ? segment.slice(0, form.length) : [];
    if (!isSegment || !numbers.every(isCount)) throw badSegment(file, verse, `[${form.join(', ')}]`);
    return numbers as number[];
  });
}

const withinVerse = (words: number[], times: number[]) =>
  words.every((word) => word <= MAX_WORDS) && times.every((time) => time <= MAX_VERSE_MS);

/** quran-align: `[{surah, ayah, segments: [[wordStart, wordEndExclusive, startMs, endMs], …]}]`, words from 0. */
function readQuranAlign(data: unknown[], file: string): VerseWordTimings[] {
  checkCount(data.length, file);
  return data.map((entry, index) => {
    const { surah, ayah, segments } = (entry ?? {}) as { surah?: unknown; ayah?: unknown; segments?: unknown };
    if (!isCount(surah) || !isCount(ayah)) {
      throw new ContentPackError(
        file,
        null,
        { code: 'timings-bad-entry', params: { entry: index + 1 } },
        `entry ${index + 1} is not {surah, ayah, segments}`,
      );
    }
    const verse = `${surah}:${ayah}`;
    if (!isVerse(surah, ayah)) throw outOfRange(file, verse);
    const words: WordTiming[] = [];
    const form = ['wordStart', 'wordEnd', 'startMs', 'endMs'];
    for (const [start = 0, end = 0, startMs = 0, endMs = 0] of checkedSegments(segments, file, verse, form)) {
      if (end <= start || endMs < startMs) {
        throw badSegment(file, verse, '[wordStart, wordEnd, startMs, endMs]');
      }
      if (!withinVerse([start, end], [startMs, endMs])) throw outOfRange(file, verse);
      // Words said together share their segment's time, one after the other.
      const share = (endMs - startMs) / (end - start);
      for (let word = start; word < end; word++) {
        words[word] = [Math.round(startMs + share * (word - start)), Math.round(startMs + share * (word - start + 1))];
      }
    }
    return { surah, ayah, words, wordCount: words.length };
  });
}

/** QUL: `{"S:A": {segments: [[word, startMs, endMs], …]}}`, words from 1. */
function readQul(data: Record<string, unknown>, file: string): VerseWordTimings[] {
  const entries = Object.entries(data);
  checkCount(entries.length, file);
  return entries.map(([key, value]) => {
    const match = /^(\d{1,3}):(\d{1,3})$/.exec(key);
    if (!match) {
      throw new ContentPackError(
        file,
        null,
        { code: 'timings-bad-entry', params: { entry: key.slice(0, 20) } },
        `${key} is not "S:A": {segments}`,
      );
    }
    const [surah, ayah] = [Number(match[1]), Number(match[2])];
    if (!isVerse(surah, ayah)) throw outOfRange(file, key);
    const words: WordTiming[] = [];
    const segments = (value as { segments?: unknown } | null)?.segments;
    const form = ['word', 'startMs', 'endMs'];
    for (const [word = 0, startMs = 0, endMs = 0] of checkedSegments(segments, file, key, form)) {
      if (word < 1 || endMs < startMs) {
        throw badSegment(file, key, '[word, startMs, endMs]');
      }
      if (!withinVerse([word], [startMs, endMs])) throw outOfRange(file, key);
      words[word - 1] = [startMs, endMs];
    }
    return { surah, ayah, words, wordCount: words.length };
  });
}

/** Reads a timing file in either format; a file in neither is refused. */
export function parseWordTimings(text: string, file: string): VerseWordTimings[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ContentPackError(file, null, { code: 'timings-not-json' }, 'is not JSON');
  }
  if (Array.isArray(data)) return readQuranAlign(data, file);
  if (data && typeof data === 'object') return readQul(data as Record<string, unknown>, file);
  throw new ContentPackError(file, null, { code: 'timings-format' }, 'is neither quran-align nor QUL segments');
}

/**
 * The timings for the verses given, after checking each against its stored text: every word timed, as many words as
 * the verse has. One mismatch refuses the whole file, naming the verse and both counts.
 */
export function matchWordTimings(
  timings: VerseWordTimings[],
  verses: { surah: number; ayah: number; verse: string }[],
  file: string,
) {
  const byVerse = new Map(timings.map((timing) => [`${timing.surah}:${timing.ayah}`, timing]));
  const matched: { surah: number; ayah: number; words: WordTiming[] }[] = [];
  for (const verse of verses) {
    const timing = byVerse.get(`${verse.surah}:${verse.ayah}`);
    if (!timing) continue;
    const expected = verseWordCount(verse.verse);
    const timed = timing.words.filter(Boolean).length;
    if (timing.wordCount !== expected || timed !== expected) {
      const key = `${verse.surah}:${verse.ayah}`;
      throw new ContentPackError(
        file,
        null,
        { code: 'timings-word-count', params: { verse: key, expected, counted: timing.wordCount } },
        `verse ${key} has ${expected} words; the timings count ${timing.wordCount}`,
      );
    }
    matched.push({ surah: verse.surah, ayah: verse.ayah, words: timing.words });
  }
  return matched;
}

/**
 * Stores a timing file's timings with the verses whose recitation they were made for (the one each verse has now).
 * Checked whole before anything is written; verses without a recitation are counted, not timed.
 */
export async function importWordTimings(tx: Db | Tx, text: string, file: string) {
  const timings = parseWordTimings(text, file);
  const rows = await tx
    .select({
      id: verses.id,
      surah: verses.surahNumber,
      ayah: verses.ayahNumber,
      verse: verses.verse,
      recitation: verses.attachmentKey,
    })
    .from(verses);
  const matched = matchWordTimings(timings, rows, file);
  const timed = new Map(matched.map((timing) => [`${timing.surah}:${timing.ayah}`, timing.words]));
  const stored = rows.flatMap((row) => {
    const words = row.recitation === null ? undefined : timed.get(`${row.surah}:${row.ayah}`);
    return words ? [{ id: row.id, words }] : [];
  });
  // One statement for every verse, tied to the recitation each has now.
  await tx.execute(sql`
    update verses v set word_timings = t.words, word_timings_for = v.attachment_key
      from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb) as t(id int, words jsonb)
     where v.id = t.id`);
  const withoutRecitation = rows.filter((row) => row.recitation === null && timed.has(`${row.surah}:${row.ayah}`));
  if (stored.length > 0)
    await recordWordTimingsSource(tx, file, text.trimStart().startsWith('[') ? 'quran-align' : 'QUL');
  return {
    versesTimed: stored.length,
    versesWithoutRecitation: withoutRecitation.length,
    versesInFile: timings.length,
  };
}
