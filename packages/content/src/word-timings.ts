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

/** quran-align: `[{surah, ayah, segments: [[wordStart, wordEndExclusive, startMs, endMs], …]}]`, words from 0. */
function readQuranAlign(data: unknown[], file: string): VerseWordTimings[] {
  return data.map((entry, index) => {
    const { surah, ayah, segments } = (entry ?? {}) as { surah?: unknown; ayah?: unknown; segments?: unknown };
    if (!isCount(surah) || !isCount(ayah) || !Array.isArray(segments)) {
      throw new ContentPackError(file, null, `entry ${index + 1} is not {surah, ayah, segments}`);
    }
    const words: WordTiming[] = [];
    for (const segment of segments) {
      const [start, end, startMs, endMs] = Array.isArray(segment) ? segment : [];
      if (![start, end, startMs, endMs].every(isCount) || end <= start || endMs < startMs) {
        throw new ContentPackError(
          file,
          null,
          `${surah}:${ayah}: a segment is not [wordStart, wordEnd, startMs, endMs]`,
        );
      }
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
  return Object.entries(data).map(([key, value]) => {
    const match = /^(\d{1,3}):(\d{1,3})$/.exec(key);
    const segments = (value as { segments?: unknown } | null)?.segments;
    if (!match || !Array.isArray(segments)) throw new ContentPackError(file, null, `${key} is not "S:A": {segments}`);
    const words: WordTiming[] = [];
    for (const segment of segments) {
      const [word, startMs, endMs] = Array.isArray(segment) ? segment : [];
      if (![word, startMs, endMs].every(isCount) || word < 1 || endMs < startMs) {
        throw new ContentPackError(file, null, `${key}: a segment is not [word, startMs, endMs]`);
      }
      words[word - 1] = [startMs, endMs];
    }
    return { surah: Number(match[1]), ayah: Number(match[2]), words, wordCount: words.length };
  });
}

/** Reads a timing file in either format; a file in neither is refused. */
export function parseWordTimings(text: string, file: string): VerseWordTimings[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ContentPackError(file, null, 'is not JSON');
  }
  if (Array.isArray(data)) return readQuranAlign(data, file);
  if (data && typeof data === 'object') return readQul(data as Record<string, unknown>, file);
  throw new ContentPackError(file, null, 'is neither quran-align nor QUL segments');
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
      throw new ContentPackError(
        file,
        null,
        `verse ${verse.surah}:${verse.ayah} has ${expected} words; the timings count ${timing.wordCount}`,
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
