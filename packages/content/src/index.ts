export { exportContentPack } from './export.ts';
export {
  type ImportOptions,
  importContentPack,
  parseTanzilTranslation,
  readTanzilTranslation,
  type TanzilTranslation,
} from './import.ts';
export { type Publisher, recordLessonVersion, writeLesson } from './import-course.ts';
export { DEVELOPMENT_ISSUER, hashDevPassword, subscriptionConfigFor } from './import-families.ts';
export { checkLesson, type LessonProblem, surahTokens } from './lesson-check.ts';
export { lessonFileName, readLessonPack } from './lesson-pack.ts';
export { ContentPackError, type LessonPack, loadContentPack } from './pack.ts';
export { unzipContentPack, zipContentPack } from './pack-zip.ts';
export { readSurah, withOpenTanween } from './quran.ts';
export { childPronunciation, readablePronunciation, TANZIL_MARKERS } from './readable-pronunciation.ts';
export {
  type ContentSource,
  listContentSources,
  recordRecitationSource,
  recordTranslationSource,
} from './sources.ts';
export {
  type ByteRange,
  type FileStorage,
  fileStorageFor,
  IncompleteFileError,
  LocalFileStorage,
  S3FileStorage,
  type S3Settings,
  type StoredFileInfo,
  s3SettingsFrom,
} from './storage.ts';
export { importWordTimings, parseWordTimings, verseWordCount, type WordTiming } from './word-timings.ts';
export { renderWorksheet } from './worksheet.ts';

/** The demo course and families shipped with the product. */
export const DEMO_PACK_FOLDER = new URL('../packs/demo', import.meta.url).pathname;
