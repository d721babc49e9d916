export { type ImportOptions, importContentPack, readTanzilTranslation } from './import.ts';
export { DEVELOPMENT_ISSUER, hashDevPassword, subscriptionConfigFor } from './import-families.ts';
export { ContentPackError, loadContentPack } from './pack.ts';
export { readSurah } from './quran.ts';
export {
  type FileStorage,
  fileStorageFor,
  LocalFileStorage,
  S3FileStorage,
  type S3Settings,
  s3SettingsFrom,
} from './storage.ts';
export { renderWorksheet } from './worksheet.ts';

/** The demo course and families shipped with the product. */
export const DEMO_PACK_FOLDER = new URL('../packs/demo', import.meta.url).pathname;
