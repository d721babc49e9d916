/** Where imported content comes from, recorded for the credits page: each source with its own notice and licence. */
import type { Db, Tx } from '@koran-kids/db';
import { type ContentSourceKind, contentSources } from '@koran-kids/db/schema';
import { sql } from 'drizzle-orm';

export type ContentSource = {
  key: string;
  kind: ContentSourceKind;
  name: string;
  notice: string;
  licence: string;
  url: string | null;
};

/** quran-json's own "Data Source" and "License" (its README), for the three texts the course reads from it. */
const QURAN_JSON_SOURCES: ContentSource[] = [
  {
    key: 'quran-json',
    kind: 'quran-text',
    name: 'quran-json 3.1.2 (Risan Bagja Pradana)',
    notice: "The Uthmani Quran text is from The Noble Qur'an Encyclopedia (quranenc.com).",
    licence: 'CC-BY-SA 4.0',
    url: 'https://github.com/risan/quran-json',
  },
  {
    key: 'transliteration-en',
    kind: 'transliteration',
    name: 'Tanzil English transliteration (through quran-json)',
    notice: 'The English transliteration is from tanzil.net.',
    licence: "Tanzil's terms of use (tanzil.net/docs/Terms_of_Use); CC-BY-SA 4.0 as part of quran-json",
    url: 'https://tanzil.net/trans/en.transliteration',
  },
  {
    key: 'translation-en',
    kind: 'translation',
    name: 'Saheeh International, English (through quran-json)',
    notice:
      "The English translation is authored by Umm Muhammad (Saheeh International), and it's sourced from tanzil.net.",
    licence: "Tanzil's terms of use (tanzil.net/docs/Terms_of_Use); CC-BY-SA 4.0 as part of quran-json",
    url: 'https://tanzil.net/trans/en.sahih',
  },
];

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

export async function listContentSources(db: Db) {
  return db.select().from(contentSources).orderBy(contentSources.kind, contentSources.key);
}
