import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@koran-kids/db';
import { createTestDatabase } from '@koran-kids/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContentPack } from './import.ts';
import { DEMO_PACK_FOLDER } from './index.ts';
import { readSurah } from './quran.ts';
import { listContentSources } from './sources.ts';
import { LocalFileStorage } from './storage.ts';

const TODAY = new Date('2026-11-22T12:00:00Z');

describe('word timings beside recitations', () => {
  let database: Database;
  let storage: LocalFileStorage;
  let extras: string;
  const ikhlas = readSurah(112).verses.map((verse) => verse.text.split(/\s+/).length);
  /** quran-align's format: every word its own 400 ms. */
  const quranAlign = (wordCounts: number[]) =>
    JSON.stringify(
      wordCounts.map((count, index) => ({
        surah: 112,
        ayah: index + 1,
        segments: Array.from({ length: count }, (_, word) => [word, word + 1, word * 400, word * 400 + 400]),
      })),
    );
  const timingsOf = async () =>
    (
      await database.execute(
        'select ayah_number, word_timings, word_timings_for = attachment_key as fits from verses where surah_number = 112 order by ayah_number',
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    extras = mkdtempSync(join(tmpdir(), 'koran-kids-timings-'));
    storage = new LocalFileStorage(join(extras, 'files'));
    mkdirSync(join(extras, 'audio'));
    for (const ayah of [1, 2, 3, 4]) writeFileSync(join(extras, 'audio', `11200${ayah}.mp3`), `ID3 verse ${ayah}`);
  });
  afterAll(async () => {
    await database.close();
    rmSync(extras, { recursive: true, force: true });
  });

  it('reads quran-align timings and ties them to the recitations they were made for', async () => {
    writeFileSync(join(extras, 'align.json'), quranAlign(ikhlas));
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, {
      today: TODAY,
      recitationsFolder: join(extras, 'audio'),
      wordTimingsFile: join(extras, 'align.json'),
    });
    const rows = await timingsOf();
    expect(rows.map((row) => (row.word_timings as unknown[]).length)).toEqual(ikhlas);
    expect(rows[0]?.word_timings).toEqual(
      Array.from({ length: ikhlas[0] ?? 0 }, (_, word) => [word * 400, word * 400 + 400]),
    );
    expect(rows.every((row) => row.fits)).toBe(true);
    const credit = (await listContentSources(database.db)).find((source) => source.kind === 'word-timings');
    expect(credit).toMatchObject({ name: expect.stringContaining('quran-align'), licence: 'CC BY 4.0' });
    expect(credit?.notice).toContain('align.json');
  });

  it("reads QUL's segments too", async () => {
    const qul = Object.fromEntries(
      ikhlas.map((count, index) => [
        `112:${index + 1}`,
        { segments: Array.from({ length: count }, (_, word) => [word + 1, word * 300, word * 300 + 300]) },
      ]),
    );
    writeFileSync(join(extras, 'qul.json'), JSON.stringify(qul));
    await importContentPack(database.db, storage, DEMO_PACK_FOLDER, { wordTimingsFile: join(extras, 'qul.json') });
    expect((await timingsOf())[1]?.word_timings).toEqual(
      Array.from({ length: ikhlas[1] ?? 0 }, (_, word) => [word * 300, word * 300 + 300]),
    );
    const credits = (await listContentSources(database.db)).filter((source) => source.kind === 'word-timings');
    expect(credits).toEqual([expect.objectContaining({ name: expect.stringContaining('QUL') })]);
  });

  it('refuses a file whose words do not match a verse, naming the verse and both counts, and imports none of it', async () => {
    const before = await timingsOf();
    writeFileSync(join(extras, 'wrong.json'), quranAlign([ikhlas[0] ?? 0, (ikhlas[1] ?? 0) + 1, ikhlas[2] ?? 0]));
    await expect(
      importContentPack(database.db, storage, DEMO_PACK_FOLDER, { wordTimingsFile: join(extras, 'wrong.json') }),
    ).rejects.toThrow(`wrong.json: verse 112:2 has ${ikhlas[1]} words; the timings count ${(ikhlas[1] ?? 0) + 1}`);
    expect(await timingsOf()).toEqual(before);
  });
});
