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
