import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@koran-kids/db';
import { createTestDatabase, testEngines } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { importContentPack } from './import.ts';
import { DEMO_PACK_FOLDER } from './index.ts';
import { readSurah } from './quran.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

const TODAY = new Date('2026-11-22T12:00:00Z');

/** Every row of every table, so two states of the database can be compared whole. */
async function snapshot(database: Database) {
  const { rows: tables } = await database.execute(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'
      order by table_name`,
  );
  const state: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const { rows } = await database.execute(`select * from "${String(table_name)}"`);
    state[String(table_name)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return state;
}

async function count(database: Database, table: string) {
  const { rows } = await database.execute(`select count(*)::int as n from ${table}`);
  return Number(rows[0]?.n);
}

function copyOfDemoPack() {
  const folder = mkdtempSync(join(tmpdir(), 'koran-kids-pack-'));
  cpSync(DEMO_PACK_FOLDER, folder, { recursive: true });
  return folder;
}

describe.each(testEngines())('the content import on %s', (engine) => {
  let database: Database;
  let filesFolder: string;
  let storage: LocalFileStorage;
  const progress: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    filesFolder = mkdtempSync(join(tmpdir(), 'koran-kids-files-'));
    storage = new LocalFileStorage(filesFolder);
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, {
      today: TODAY,
      report: (line) => progress.push(line),
    });
  });

  afterAll(async () => {
    await database.close();
    rmSync(filesFolder, { recursive: true, force: true });
  });

  it('brings the whole demo course, its library and the demo families', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        [
          'courses',
          'course_groups',
          'lessons',
          'achievements',
          'dictionary_words',
          'weekly_facts',
          'notifications',
          'recitations',
          'personal_developments',
          'library_downloads',
          'library_downloads_attachments',
          'final_test_questions',
          'unlockables',
          'users',
          'subscriptions',
          'users_children',
          'lesson_unlock_keys',
        ].map(async (table) => [table, await count(database, table)]),
      ),
    );
    expect(counts).toEqual({
      courses: 1,
      // The demo group and a second one, whose teacher sees none of the demo families.
      course_groups: 2,
      lessons: 20,
      // Four tasks a lesson: the demo lessons have no video, so no "watch the lesson".
      achievements: 80,
      dictionary_words: 28,
      weekly_facts: 24,
      notifications: 3,
      recitations: 3,
      personal_developments: 3,
      library_downloads: 3,
      library_downloads_attachments: 6,
      final_test_questions: 8,
      unlockables: 3,
      // Three parents and three staff (a teacher of each group and an administrator).
      users: 6,
      subscriptions: 3,
      users_children: 5,
      lesson_unlock_keys: 3,
    });
    const surahs = [1, 95, ...Array.from({ length: 18 }, (_, index) => 97 + index)];
    const expectedVerses = surahs.reduce((sum, surah) => sum + readSurah(surah).verses.length, 0);
    expect(await count(database, 'verses')).toBe(expectedVerses);
    expect(await count(database, 'words')).toBeGreaterThanOrEqual(100);
    expect(progress.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the verses of Al-Ikhlas exactly as the quran-json package has them', async () => {
    const { rows } = await database.execute(
      `select v.verse, v.pronunciation, v.translation->>'en' as english
         from verses v join lessons l on l.id = v.lesson_id
        where l.surah_number = 112 order by v.sequence`,
    );
    const surah = readSurah(112);
    expect(rows).toEqual(
      surah.verses.map((verse) => ({
        verse: verse.text,
        pronunciation: verse.transliteration,
        english: verse.translation,
      })),
    );
  });

  it('gives every lesson at least 5 words, each as it stands in its verses, and 4 quiz questions', async () => {
    const { rows } = await database.execute(
      `select l.sequence, l.quiz,
              (select array_agg(w.word) from words w where w.lesson_id = l.id) as words,
              (select string_agg(v.verse, ' ') from verses v where v.lesson_id = l.id) as verses
         from lessons l`,
    );
    for (const row of rows) {
      const tokens = new Set(String(row.verses).split(/\s+/));
      const lessonWords = row.words as string[];
      expect(lessonWords.length, `lesson ${row.sequence}`).toBeGreaterThanOrEqual(5);
      for (const word of lessonWords) expect(tokens.has(word), `lesson ${row.sequence}: ${word}`).toBe(true);
      expect((row.quiz as unknown[]).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('stores the worksheets as real PDF files', async () => {
    const { rows } = await database.execute('select key, size_bytes from library_downloads_attachments');
    for (const row of rows) {
      const bytes = readFileSync(join(filesFolder, String(row.key)));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.byteLength).toBe(row.size_bytes);
    }
  });

  it("starts every lesson's history with the import, and records a lesson again only when it changed", async () => {
    const { rows } = await database.execute(
      `select count(*)::int as lessons, min(version) as first, max(version) as last, min(published_by) as by
         from lesson_versions`,
    );
    expect(rows[0]).toEqual({ lessons: 20, first: 1, last: 1, by: 'npm run content:import' });

    const folder = copyOfDemoPack();
    const lesson = join(folder, 'lessons', '04-al-ikhlas.yaml');
    const edited = parse(readFileSync(lesson, 'utf8'));
    writeFileSync(lesson, stringify({ ...edited, tips: { nl: 'Oefen samen.', en: 'Practise together.' } }));
    await importContentPack(database.db, storage, folder, { today: TODAY, includeFamilies: false });
    const { rows: changed } = await database.execute(
      `select l.sequence, v.version, v.changed_fields from lesson_versions v join lessons l on l.id = v.lesson_id
        where v.version > 1`,
    );
    expect(changed).toEqual([{ sequence: 4, version: 2, changed_fields: ['tips'] }]);
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, { today: TODAY });
    rmSync(folder, { recursive: true, force: true });
  });

  it('changes nothing when the same pack is imported again', async () => {
    const before = await snapshot(database);
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, { today: TODAY });
    expect(await snapshot(database)).toEqual(before);
  });

  it('refuses a pack with a word that is not in the verses, naming the file and line, and changes nothing', async () => {
    const folder = copyOfDemoPack();
    const file = join(folder, 'lessons', '04-al-ikhlas.yaml');
    const original = readFileSync(file, 'utf8');
    const firstWord = /word: "([^"]+)"/.exec(original)?.[1] ?? '';
    const line = original.slice(0, original.indexOf(`word: "${firstWord}"`)).split('\n').length;
    writeFileSync(file, original.replace(`word: "${firstWord}"`, 'word: "كِتَابٌ"'));
    const before = await snapshot(database);

    await expect(importContentPack(database.db, storage, folder)).rejects.toThrow(
      `lessons/04-al-ikhlas.yaml:${line}: word "كِتَابٌ" does not stand in the verses of surah 112`,
    );
    expect(await snapshot(database)).toEqual(before);
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps a lesson's child-readable pronunciation beside Tanzil's, and refuses one with a line too few", async () => {
    const { rows } = await database.execute(
      `select v.pronunciation, v.simple_pronunciation from verses v join lessons l on l.id = v.lesson_id
        where l.sequence = 1 and v.sequence = 4`,
    );
    expect(rows[0]).toEqual({
      pronunciation: expect.stringMatching(/yawmi/),
      simple_pronunciation: { nl: 'Maaliki jawmid-dien', en: 'Maaliki yawmid-deen' },
    });
    const folder = copyOfDemoPack();
    const file = join(folder, 'lessons', '01-al-fatiha.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/\n {2}- \{ nl: "Ar-rahmaanir-rahiem".*/, ''));
    // The list's first line, just below its key.
    const line = original.split('\n').findIndex((text) => text.startsWith('pronunciation:')) + 2;
    const before = await snapshot(database);
    await expect(importContentPack(database.db, storage, folder)).rejects.toThrow(
      `lessons/01-al-fatiha.yaml:${line}: pronunciation has 6 lines; surah 1 has 7 verses`,
    );
    expect(await snapshot(database)).toEqual(before);
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a pack with broken YAML or a missing translation, naming the file and line', async () => {
    const folder = copyOfDemoPack();
    writeFileSync(join(folder, 'weekly-facts.yaml'), '- sequence: 1\n  message: { nl: "Hallo" }\n');
    await expect(importContentPack(database.db, storage, folder)).rejects.toThrow(
      /^weekly-facts\.yaml:2: 0\.message\.en:/,
    );
    writeFileSync(join(folder, 'weekly-facts.yaml'), '- sequence: 1\n  message: { nl: "Hallo", en: "Hello" \n');
    await expect(importContentPack(database.db, storage, folder)).rejects.toThrow(/^weekly-facts\.yaml:\d+: /);
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes nothing at all when the import fails halfway', async () => {
    const folder = copyOfDemoPack();
    const course = join(folder, 'course.yaml');
    writeFileSync(course, readFileSync(course, 'utf8').replace('slug: koran-kids', 'slug: another-course'));
    const before = await snapshot(database);
    const diskFull = async () => {
      throw new Error('disk full');
    };
    const failingStorage: FileStorage = {
      put: diskFull,
      putStream: diskFull,
      remove: async () => undefined,
      exists: async () => false,
      stat: async () => null,
      open: async () => null,
    };
    await expect(importContentPack(database.db, failingStorage, folder)).rejects.toThrow('disk full');
    expect(await snapshot(database)).toEqual(before);
    rmSync(folder, { recursive: true, force: true });
  });

  it('takes a Dutch verse translation in Tanzil format and recitations named as EveryAyah does', async () => {
    const extras = mkdtempSync(join(tmpdir(), 'koran-kids-extras-'));
    const dutch = join(extras, 'nl.test.txt');
    // Test data only: stand-ins for a licensed translation, never shown to users.
    writeFileSync(dutch, '# test translation\n112|1|testvers 112:1\n112|2|testvers 112:2\n');
    mkdirSync(join(extras, 'audio'));
    writeFileSync(join(extras, 'audio', '112001.mp3'), Buffer.from('ID3 test recitation'));
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, {
      today: TODAY,
      dutchTranslationFile: dutch,
      recitationsFolder: join(extras, 'audio'),
    });
    const { rows } = await database.execute(
      `select v.ayah_number, v.translation->>'nl' as nl, v.attachment_key, v.attachment_filename
         from verses v join lessons l on l.id = v.lesson_id where l.surah_number = 112 order by v.sequence`,
    );
    expect(rows.map((row) => row.nl)).toEqual(['testvers 112:1', 'testvers 112:2', null, null]);
    expect(rows[0]?.attachment_filename).toBe('112001.mp3');
    expect(readFileSync(join(filesFolder, String(rows[0]?.attachment_key))).toString()).toBe('ID3 test recitation');
    expect(rows[1]?.attachment_key).toBeNull();
    const { rows: sources } = await database.execute('select key, notice from content_sources order by key');
    expect(sources.map((source) => source.key)).toEqual([
      'quran-json',
      'recitation',
      'translation-en',
      'translation-nl',
      'transliteration-en',
    ]);
    expect(sources.find((source) => source.key === 'translation-nl')?.notice).toBe('test translation');

    const before = await snapshot(database);
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, { today: TODAY });
    expect(await snapshot(database)).toEqual(before);

    writeFileSync(dutch, '112|1|goed\nthis line is wrong\n');
    await expect(
      importContentPack(database.db, storage, DEMO_PACK_FOLDER, { dutchTranslationFile: dutch }),
    ).rejects.toThrow('nl.test.txt:2: line is not in the form sura|aya|text');
    rmSync(extras, { recursive: true, force: true });
  });
});
