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
/** WebKit's stalled open often answers to a later request made while the first still hangs. */
const OPEN_TRIES = 3;
/** Longer than any healthy read or write of a lesson's copy. */
const OPERATION_TIMEOUT_MS = 10_000;

/** The device's storage did not answer: the app goes on without it (online only) and tries again next time. */
export class DeviceStorageUnavailable extends Error {
  constructor(name: StoreName) {
    super(`the device storage ${name} did not answer`);
    this.name = 'DeviceStorageUnavailable';
  }
}

async function openOnce(name: StoreName) {
  const request = indexedDB.open(databaseName(name));
  request.onupgradeneeded = () => {
    abandonWhenPageHidden(request.transaction);
    request.result.createObjectStore(name);
  };
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const database = await within(opening, OPEN_TIMEOUT_MS);
  // Should it open after all, it is not left holding the database.
  if (!database) void opening.then((late) => late.close()).catch(() => undefined);
  return database;
}

/**
 * WebKit keeps a page that is left in its back-forward cache, frozen, with a database creation it began: every later
 * `indexedDB.open` of that database, in any page, then waits until the frozen page is restored or dropped (WebKitGTK
 * 2.50: 4 in 6 pages left 20 ms into a creation; none with its back-forward cache off, none with this). So a page
 * that is hidden gives its creation up; the next page creates the database again.
 */
function abandonWhenPageHidden(creation: IDBTransaction | null) {
  if (!creation) return;
  const abandon = () => creation.abort();
  addEventListener('pagehide', abandon);
  const ended = () => removeEventListener('pagehide', abandon);
  creation.addEventListener('complete', ended);
  creation.addEventListener('abort', ended);
}

async function openDatabase(name: StoreName) {
  for (let tries = 0; tries < OPEN_TRIES; tries++) {
    const database = await openOnce(name);
    if (database) return database;
  }
  throw new DeviceStorageUnavailable(name);
}

/**
 * idb-keyval's store, with limits: WebKit can leave a database whose opening a page left unfinished (a page closed
 * or navigated away while it was created) so that an `indexedDB.open` of it, or a write, never answers, not even
 * with an error. Waiting for it would keep the first screen on its spinner, or "save for offline" spinning, for good.
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
    const operation = Promise.resolve(callback((await database).transaction(name, mode).objectStore(name)));
    // Wrapped: a read's own answer may be `undefined` (nothing kept under that key).
    const answer = await within(
      operation.then((value) => ({ value })),
      OPERATION_TIMEOUT_MS,
    );
    if (!answer) throw new DeviceStorageUnavailable(name);
    return answer.value;
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
