import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type QuranVerse = { id: number; text: string; transliteration: string; translation: string };
export type QuranSurah = { id: number; transliteration: string; translation: string; verses: QuranVerse[] };

const quranJsonFolder = dirname(createRequire(import.meta.url).resolve('quran-json/package.json'));
const cache = new Map<number, QuranSurah>();

/** One surah from the quran-json package: Uthmani Arabic, transliteration and English translation. */
export function readSurah(surah: number): QuranSurah {
  const cached = cache.get(surah);
  if (cached) return cached;
  const path = join(quranJsonFolder, 'dist', 'chapters', 'en', `${surah}.json`);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as QuranSurah;
  cache.set(surah, parsed);
  return parsed;
}

/** Tanzil's stand-ins for the open (staggered) tanween, from before Unicode 6.1 gave them code points of their own. */
const OPEN_TANWEEN: Record<string, string> = {
  '\u0657': '\u08F0', // INVERTED DAMMA → OPEN FATHATAN
  '\u065E': '\u08F1', // FATHA WITH TWO DOTS → OPEN DAMMATAN
  '\u0656': '\u08F2', // SUBSCRIPT ALEF → OPEN KASRATAN
};

/**
 * The Uthmani text as the app's Quran font draws it. quran-json (Tanzil's text) writes the open fathatan, dammatan
 * and kasratan as U+0657, U+065E and U+0656 (each of them only at a word's end, on a letter with no other vowel).
 * Amiri Quran has no U+065E at all (a box for حَبۡلٞ; WebKit loses the lam before it too) and draws the other two as
 * what they are named (an inverted damma, a subscript alef); ARABIC OPEN FATHATAN, DAMMATAN and KASRATAN
 * (U+08F0–U+08F2) it draws as the mushaf does. Stored text stays as imported; readers get this form.
 */
export function withOpenTanween(text: string): string {
  return text.replace(/[\u0656\u0657\u065E]/g, (mark) => OPEN_TANWEEN[mark] ?? mark);
}
