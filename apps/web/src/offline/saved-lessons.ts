import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { del, get, set, values } from 'idb-keyval';
import { deviceScope } from '../lib/query-keys.ts';
import { dropCopy, keepCopy } from './device-copies.ts';
import { hasDeviceStorage, isStoreOnDevice, savedLessonStore } from './device-stores.ts';
import { OFFLINE_FILES_CACHE } from './files-cache.ts';
import { askToKeepStorage } from './storage-persistence.ts';

/** A lesson saved for offline on this device: its answer is a copy (device-copies.ts), its files in the cache. */
export type SavedLesson = {
  userChildId: string;
  lessonId: string;
  lessonNumber: number;
  name: { nl: string; en: string };
  /** The lesson's answer as the query keeps it. */
  copyKey: QueryKey;
  files: string[];
  /** What the lesson takes on the device: its files and its answer. */
  bytes: number;
  savedAt: string;
};

/** How far a download is: the bytes so far, and the share done (0–1) counted in files. */
export type DownloadProgress = { bytes: number; fraction: number };

const keyOf = (userChildId: string, lessonId: string) => `${userChildId}/${lessonId}`;

export const canSaveLessons = () => hasDeviceStorage() && 'caches' in window && 'serviceWorker' in navigator;

export async function isLessonSaved(userChildId: string, lessonId: string) {
  if (!hasDeviceStorage() || !(await isStoreOnDevice('saved-lessons'))) return false;
  return (await get(keyOf(userChildId, lessonId), savedLessonStore()).catch(() => undefined)) !== undefined;
}

/** Every lesson saved on this device, by child and number. */
export async function savedLessons(): Promise<SavedLesson[]> {
  if (!hasDeviceStorage() || !(await isStoreOnDevice('saved-lessons'))) return [];
  const saved = await values<SavedLesson>(savedLessonStore());
  return saved.sort((a, b) => a.userChildId.localeCompare(b.userChildId) || a.lessonNumber - b.lessonNumber);
}

/** The saved lessons as the pages show them; read again after saving or removing one. */
export const savedLessonsQuery = () =>
  queryOptions({
    queryKey: [...deviceScope(), 'saved-lessons'],
    queryFn: savedLessons,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Stores the files in the cache the service worker answers from, one after the other, reporting the bytes as they
 * arrive. A file already there (another saved lesson's) is not fetched again. Returns the bytes they take.
 */
export async function storeFiles(urls: string[], onProgress: (progress: DownloadProgress) => void) {
  const cache = await caches.open(OFFLINE_FILES_CACHE);
  let bytes = 0;
  for (const [index, url] of urls.entries()) {
    const report = (fileShare: number) => onProgress({ bytes, fraction: (index + fileShare) / urls.length });
    const stored = await cache.match(url);
    if (stored) {
      bytes += Number(stored.headers.get('content-length') ?? 0);
      continue;
    }
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
    const size = Number(response.headers.get('content-length') ?? 0);
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
      received += part.value.byteLength;
      bytes += part.value.byteLength;
      report(size > 0 ? received / size : 0);
    }
    const body = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
    await cache.put(
      url,
      new Response(body, { headers: { 'content-type': body.type, 'content-length': String(body.size) } }),
    );
  }
  onProgress({ bytes, fraction: 1 });
  return bytes;
}

export async function keepSavedLesson(lesson: SavedLesson, data: unknown) {
  await keepCopy(lesson.copyKey, data);
  await set(keyOf(lesson.userChildId, lesson.lessonId), lesson, savedLessonStore());
  // Asked at every saving: once the browser agrees, it no longer clears the lessons on its own (storage-persistence.ts).
  // Not waited for: Firefox asks the person first, and the lesson is saved whatever they answer.
  void askToKeepStorage();
}

/** Removes a saved lesson: its answer, and its files where no other saved lesson uses them. */
export async function removeSavedLesson(lesson: SavedLesson) {
  await del(keyOf(lesson.userChildId, lesson.lessonId), savedLessonStore());
  await dropCopy(lesson.copyKey);
  const stillUsed = new Set((await savedLessons()).flatMap((other) => other.files));
  const cache = await caches.open(OFFLINE_FILES_CACHE);
  await Promise.all(lesson.files.filter((file) => !stillUsed.has(file)).map((file) => cache.delete(file)));
}
