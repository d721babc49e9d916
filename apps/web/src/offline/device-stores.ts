import type { UseStore } from 'idb-keyval';
import { within } from '../lib/within.ts';

/*
 * What this device keeps for offline use, in IndexedDB (one database per store, as idb-keyval keeps them):
 * - copies: the last answer to each query a child needs on the way to a saved lesson (lib/device-copies.ts);
 * - saved lessons: what "save for offline" stored, with the files' size (saved-lessons.ts);
 * - progress: what a child did offline, waiting to be sent, in order (progress-queue.ts).
 * Copies and saved lessons belong to the account signed in; sign-out removes them. Progress waits, marked with its
 * account and child, until it is sent by that account.
 */

type StoreName = 'copies' | 'saved-lessons' | 'progress';
const databaseName = (name: StoreName) => `koran-kids-${name}`;
const openedStores = new Set<StoreName>();

/** Longer than any healthy open, even a first one on an old tablet. */
const OPEN_TIMEOUT_MS = 4000;

/** The device's storage did not answer: the app goes on without it (online only) and tries again next time. */
export class DeviceStorageUnavailable extends Error {
  constructor(name: StoreName) {
    super(`the device storage ${name} did not open`);
    this.name = 'DeviceStorageUnavailable';
  }
}

async function openDatabase(name: StoreName) {
  const request = indexedDB.open(databaseName(name));
  request.onupgradeneeded = () => request.result.createObjectStore(name);
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const database = await within(opening, OPEN_TIMEOUT_MS);
  if (database) return database;
  // Should it open after all, it is not left holding the database.
  void opening.then((late) => late.close()).catch(() => undefined);
  throw new DeviceStorageUnavailable(name);
}

/**
 * idb-keyval's store, with a limit on opening: WebKit can leave a database whose opening a page left unfinished (a
 * page closed or navigated away while it was created) so that every later `indexedDB.open` of it never answers, not
 * even with an error. Waiting for it would keep the first screen on its spinner for good.
 */
function createStore(name: StoreName): UseStore {
  let database: Promise<IDBDatabase> | undefined;
  const connect = () => {
    const opening = openDatabase(name);
    opening.then(
      (db) => {
        db.onclose = () => (database = undefined);
      },
      () => (database = undefined),
    );
    return opening;
  };
  return async (mode, callback) => {
    database ??= connect();
    return callback((await database).transaction(name, mode).objectStore(name));
  };
}

/** Opened on first use: a module importing this does not touch IndexedDB (nor fail where there is none). */
function lazyStore(name: StoreName): () => UseStore {
  let store: UseStore | undefined;
  return () => {
    store ??= createStore(name);
    openedStores.add(name);
    return store;
  };
}

/**
 * Whether any of the stores' databases is on this device, found without opening it: opening creates it, and a first
 * visit should create nothing until there is something to keep (a slow tablet feels it on its first screen).
 */
export async function isStoreOnDevice(...names: StoreName[]) {
  if (names.some((name) => openedStores.has(name))) return true;
  const databases = await indexedDB.databases?.().catch(() => undefined);
  return databases?.some((database) => names.some((name) => database.name === databaseName(name))) ?? true;
}

export const copyStore = lazyStore('copies');
export const savedLessonStore = lazyStore('saved-lessons');
export const progressStore = lazyStore('progress');

/** IndexedDB can be missing (tests) or refused (a private window in some browsers): the app then works online only. */
export const hasDeviceStorage = () => typeof indexedDB !== 'undefined';
