/**
 * Where the course's content comes from, for the credits pages (the public one and the staff one): each imported
 * source as its import recorded it, with its own notice and licence, and the fonts the app ships.
 */
import type { Db, Tx } from '@koran-kids/db';
import { CONTENT_SOURCE_KINDS, type ContentSourceKind, contentSources } from '@koran-kids/db/schema';
import { sql } from 'drizzle-orm';

export type ContentSource = {
  key: string;
  kind: ContentSourceKind;
  name: string;
  notice: string;
  licence: string;
  url: string | null;
};

/** quran-json's own "Data Source" and licence (its LICENSE.txt: CC BY-SA 4.0), for the three texts the course reads from it. */
export const QURAN_JSON_SOURCES: ContentSource[] = [
  {
    key: 'quran-json',
    kind: 'quran-text',
    name: 'quran-json 3.1.2 (Risan Bagja Pradana)',
    notice: "The Uthmani Quran text is from The Noble Qur'an Encyclopedia (quranenc.com).",
    licence: 'CC BY-SA 4.0',
    url: 'https://github.com/risan/quran-json',
  },
  {
    key: 'transliteration-en',
    kind: 'transliteration',
    name: 'Tanzil English transliteration (through quran-json)',
    notice: 'The English transliteration is from tanzil.net.',
    licence: "Tanzil's terms of use (tanzil.net/docs/Terms_of_Use); CC BY-SA 4.0 as part of quran-json",
    url: 'https://tanzil.net/trans/en.transliteration',
  },
  {
    key: 'translation-en',
    kind: 'translation',
    name: 'Saheeh International, English (through quran-json)',
    notice:
      "The English translation is authored by Umm Muhammad (Saheeh International), and it's sourced from tanzil.net.",
    licence: "Tanzil's terms of use (tanzil.net/docs/Terms_of_Use); CC BY-SA 4.0 as part of quran-json",
    url: 'https://tanzil.net/trans/en.sahih',
  },
];

/**
 * The fonts the app ships (the @fontsource packages of apps/web and apps/api; a test fails on one missing here): part
 * of the build, not of an import, so they are listed with the imported sources rather than stored.
 */
export const FONT_SOURCES: ContentSource[] = [
  {
    key: 'font:@fontsource/amiri-quran',
    kind: 'font',
    name: 'Amiri Quran (@fontsource/amiri-quran 5.3.0)',
    notice: 'The Arabic verses are set in Amiri Quran. Copyright 2010-2022 The Amiri Project Authors.',
    licence: 'SIL Open Font License 1.1 (OFL-1.1)',
    url: 'https://github.com/aliftype/amiri',
  },
  {
    key: 'font:@fontsource/amiri',
    kind: 'font',
    name: 'Amiri (@fontsource/amiri 5.3.0)',
    notice: "The certificate's Arabic is set in Amiri. Copyright 2010-2022 The Amiri Project Authors.",
    licence: 'SIL Open Font License 1.1 (OFL-1.1)',
    url: 'https://github.com/aliftype/amiri',
  },
  {
    key: 'font:@fontsource/atkinson-hyperlegible',
    kind: 'font',
    name: 'Atkinson Hyperlegible (@fontsource/atkinson-hyperlegible 5.3.0)',
    notice:
      'Spacious reading ("Ruim lezen") sets the Latin text in Atkinson Hyperlegible. Copyright 2020 Braille Institute of America, Inc.',
    licence: 'SIL Open Font License 1.1 (OFL-1.1)',
    url: 'https://www.brailleinstitute.org/freefont',
  },
];

/** quran-align's timing files are CC BY 4.0 (its README); QUL gives each recitation's segments with its own terms. */
const TIMING_FORMATS = {
  'quran-align': {
    name: 'quran-align word timings (Collin Fair)',
    licence: 'CC BY 4.0',
    url: 'https://github.com/cpfair/quran-align',
  },
  QUL: {
    name: 'Quranic Universal Library (QUL) segments, Tarteel',
    licence: "As QUL's page for the recitation says",
    url: 'https://qul.tarteel.ai/resources/recitation',
  },
} as const;

export type WordTimingsFormat = keyof typeof TIMING_FORMATS;

export async function recordContentSource(tx: Db | Tx, source: ContentSource) {
  const { key, ...values } = source;
  await tx
    .insert(contentSources)
    .values(source)
    .onConflictDoUpdate({ target: contentSources.key, set: { ...values, importedAt: sql`now()` } });
}

export async function recordQuranSource(tx: Db | Tx) {
  for (const source of QURAN_JSON_SOURCES) {
    await tx.insert(contentSources).values(source).onConflictDoNothing();
  }
}

/** The Dutch translation: its notice is the file's own `#` lines, word for word. */
export async function recordTranslationSource(tx: Db | Tx, notice: string, filename: string) {
  await recordContentSource(tx, {
    key: 'translation-nl',
    kind: 'translation',
    name: filename ? `Dutch translation (${filename})` : 'Dutch translation',
    notice: notice || 'The file held no notice.',
    licence: 'As the notice says',
    url: null,
  });
}

/** Verse recitations: who recites, their notice and licence as the institute received them. */
export async function recordRecitationSource(
  tx: Db | Tx,
  credit: { name: string; notice: string; licence: string; url?: string | null },
) {
  await recordContentSource(tx, {
    key: 'recitation',
    kind: 'recitation',
    name: credit.name,
    notice: credit.notice || 'No notice came with the files: ask their source for its terms.',
    licence: credit.licence || 'Unknown: ask the source',
    url: credit.url ?? null,
  });
}

/** Word timings: which file was imported, and its format's maker and licence. */
export async function recordWordTimingsSource(tx: Db | Tx, file: string, format: WordTimingsFormat) {
  const { name, licence, url } = TIMING_FORMATS[format];
  await recordContentSource(tx, {
    key: 'word-timings',
    kind: 'word-timings',
    name,
    notice: `The words of the recited verses light up by the timings of ${file}, made for the recitation the verses have.`,
    licence,
    url,
  });
}

const kindOrder = (kind: ContentSourceKind) => CONTENT_SOURCE_KINDS.indexOf(kind);

/**
 * Every source of the course, as both credits pages show it: what the imports recorded (so each import keeps the
 * pages current) and the fonts; by kind (text, transliteration, translation, recitation, timings, fonts).
 */
export async function listContentSources(db: Db) {
  const imported = await db.select().from(contentSources);
  const shipped = FONT_SOURCES.map((source) => ({ ...source, importedAt: null }));
  return [...imported, ...shipped].sort(
    (one, other) => kindOrder(one.kind) - kindOrder(other.kind) || one.key.localeCompare(other.key),
  );
}
