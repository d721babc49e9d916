import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '@koran-kids/db';
import { importCourse, importLessons, type Publisher } from './import-course.ts';
import { importFamily, importStaffMember } from './import-families.ts';
import { type Files, verseKey } from './import-files.ts';
import { importCourseTexts, importLibrary } from './import-library.ts';
import { ContentPackError, loadContentPack } from './pack.ts';
import { recordQuranSource, recordRecitationSource, recordTranslationSource } from './sources.ts';
import type { FileStorage } from './storage.ts';
import { importWordTimings } from './word-timings.ts';

export type ImportOptions = {
  /** A Dutch verse translation in Tanzil's `sura|aya|text` format. */
  dutchTranslationFile?: string;
  /** A folder of verse recitations named `SSSAAA.mp3`. */
  recitationsFolder?: string;
  /** Word timings for those recitations: quran-align's JSON or QUL's segments. */
  wordTimingsFile?: string;
  /** Told each step as it is done. */
  report?: (message: string) => void;
  /** The day subscriptions of demo families are counted from. */
  today?: Date;
  /** Whether to import families.yaml and staff.yaml (only useful with the development sign-in). */
  includeFamilies?: boolean;
  /** The course a pack must be (the staff area imports into its own course only). */
  courseSlug?: string;
  /** Who the lessons' history names as their publisher (default: the command line). */
  publisher?: Publisher;
};

const COMMAND_LINE: Publisher = { userId: null, name: 'npm run content:import' };

export type ImportSummary = { courseId: number; lessons: number; verses: number; families: number };

/** A verse translation in Tanzil's `sura|aya|text` format: the verses, and its `#` notice word for word. */
export type TanzilTranslation = { verses: Map<string, string>; notice: string };

/** Reads a translation in Tanzil's `sura|aya|text` format; a bad line is refused with its number. */
export function parseTanzilTranslation(text: string, file: string): TanzilTranslation {
  const verses = new Map<string, string>();
  const notice: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.startsWith('#')) notice.push(line.replace(/^#\s?/, ''));
    if (line.trim() === '' || line.startsWith('#')) return;
    const match = /^(\d{1,3})\|(\d{1,3})\|(.+)$/.exec(line);
    const surah = Number(match?.[1]);
    if (!match || surah < 1 || surah > 114) {
      const refusal = { code: 'translation-bad-line' } as const;
      throw new ContentPackError(file, index + 1, refusal, 'line is not in the form sura|aya|text');
    }
    verses.set(verseKey(surah, Number(match[2])), match[3]?.trim() ?? '');
  });
  if (verses.size === 0) {
    throw new ContentPackError(file, null, { code: 'translation-empty' }, 'holds no verse in the form sura|aya|text');
  }
  return { verses, notice: notice.join('\n').trim() };
}

export function readTanzilTranslation(path: string): TanzilTranslation {
  const file = basename(path);
  if (!existsSync(path))
    throw new ContentPackError(file, null, { code: 'file-missing' }, 'translation file does not exist');
  return parseTanzilTranslation(readFileSync(path, 'utf8'), file);
}

/** Recitation files named as EveryAyah does (`SSSAAA.mp3`), by verse. */
function readRecitationFolder(folder: string): Map<string, string> {
  if (!existsSync(folder)) {
    throw new ContentPackError(basename(folder), null, { code: 'folder-missing' }, 'recitations folder does not exist');
  }
  const files = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    const match = /^(\d{3})(\d{3})\.mp3$/i.exec(name);
    if (match) files.set(verseKey(Number(match[1]), Number(match[2])), join(folder, name));
  }
  return files;
}

/** A recitations folder's own notice: the text of its CREDITS.txt or README.txt, where it has one. */
function recitationsCredit(folder: string) {
  const creditFile = ['CREDITS.txt', 'README.txt'].map((name) => join(folder, name)).find(existsSync);
  return {
    name: `Verse recitations (${basename(folder)})`,
    notice: creditFile ? readFileSync(creditFile, 'utf8').trim() : '',
    licence: '',
  };
}

/**
 * Imports a content pack in one transaction: everything or nothing. Files are stored by
 * their content's hash before the commit, so a failed import leaves at most unused files.
 */
export async function importContentPack(
  db: Db,
  storage: FileStorage,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const report = options.report ?? (() => undefined);
  const pack = loadContentPack(folder);
  if (options.courseSlug && pack.course.slug !== options.courseSlug) {
    throw new ContentPackError(
      'course.yaml',
      null,
      { code: 'other-course', params: { slug: pack.course.slug, expected: options.courseSlug } },
      `slug ${pack.course.slug} is not this course (${options.courseSlug})`,
    );
  }
  report(`checked ${folder}: ${pack.lessons.length} lessons, ${pack.families.length} families`);
  const dutch = options.dutchTranslationFile ? readTanzilTranslation(options.dutchTranslationFile) : null;
  if (dutch) report(`read ${dutch.verses.size} Dutch verse translations`);
  const recitationFiles = options.recitationsFolder ? readRecitationFolder(options.recitationsFolder) : null;
  if (recitationFiles) report(`found ${recitationFiles.size} verse recitations`);
  const files: Files = { pending: new Map() };

  return db.transaction(async (tx) => {
    const { courseId, courseGroupId } = await importCourse(tx, pack);
    report(`course ${pack.course.slug} written`);
    await recordQuranSource(tx);
    if (dutch) await recordTranslationSource(tx, dutch.notice, basename(options.dutchTranslationFile ?? ''));
    if (options.recitationsFolder) await recordRecitationSource(tx, recitationsCredit(options.recitationsFolder));
    const verseCount = await importLessons(
      tx,
      pack,
      courseId,
      { dutch: dutch?.verses ?? null, recitationFiles, files },
      options.publisher ?? COMMAND_LINE,
    );
    report(`${pack.lessons.length} lessons with ${verseCount} verses written`);
    await importLibrary(tx, pack, courseId, files);
    report(
      `library written: ${pack.dictionary.length} letters, ${pack.downloads.length} downloads, ` +
        `${pack.recitations.length} recitations, ${pack.personalDevelopments.length} personal-development lessons`,
    );
    await importCourseTexts(tx, pack, courseId, courseGroupId);
    report(
      `${pack.weeklyFacts.length} weekly facts, ${pack.notifications.length} announcements, ` +
        `${pack.finalTest.length} final test questions written`,
    );
    const context = {
      courseId,
      courseGroupId,
      maxProfiles: pack.course.max_profiles_count,
      today: options.today ?? new Date(),
    };
    const families = options.includeFamilies === false ? [] : pack.families;
    for (const family of families) await importFamily(tx, family, context);
    if (families.length > 0) report(`${families.length} demo families written`);
    const staff = options.includeFamilies === false ? [] : pack.staff;
    for (const member of staff) await importStaffMember(tx, member);
    if (staff.length > 0) report(`${staff.length} demo staff written`);

    if (options.wordTimingsFile) {
      const file = basename(options.wordTimingsFile);
      if (!existsSync(options.wordTimingsFile)) {
        throw new ContentPackError(file, null, { code: 'file-missing' }, 'timings file does not exist');
      }
      const timings = await importWordTimings(tx, readFileSync(options.wordTimingsFile, 'utf8'), file);
      report(`word timings for ${timings.versesTimed} verses written`);
    }
    for (const [key, bytes] of files.pending) {
      if (!(await storage.exists(key))) await storage.put(key, bytes);
    }
    report(`${files.pending.size} files stored`);
    return { courseId, lessons: pack.lessons.length, verses: verseCount, families: families.length };
  });
}
