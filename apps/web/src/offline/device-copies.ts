import type { QueryKey } from '@tanstack/react-query';
import { clear, del, delMany, get, set } from 'idb-keyval';
import { BusyError, OfflineError } from '../lib/graphql-client.ts';
import { afterSettling } from '../lib/idle.ts';
import { within } from '../lib/within.ts';
import { copyStore, hasDeviceStorage, isStoreOnDevice, progressStore, savedLessonStore } from './device-stores.ts';
import { OFFLINE_FILES_CACHE } from './files-cache.ts';
import { queuedProgress } from './pending-progress.ts';

const ACCOUNT_KEY = 'account';
const keyOf = (queryKey: QueryKey) => JSON.stringify(queryKey);

type WaitingCopy = { data: unknown; isKept: () => boolean | Promise<boolean> };

/** The last answer to each query, waiting to be kept on the device (by query key). */
const waitingCopies = new Map<string, WaitingCopy>();
/** Copies on their way to the device: sign-out waits for them before it clears it. */
let copiesBeingKept: Promise<void> = Promise.resolve();

/**
 * Reads with the network; without one, or with a server too busy to answer, answers with the copy kept from the last
 * read (kept where `isKept` says so), so a child reaches a saved lesson. No copy: the error stands and the page says
 * it needs internet, or that it is busy.
 * The answer does not wait for its copy to be stored.
 */
export async function readOrCopy<T>(
  queryKey: QueryKey,
  read: () => Promise<T>,
  isKept: (data: T) => boolean | Promise<boolean> = () => true,
) {
  try {
    const data = await read();
    if (hasDeviceStorage()) keepCopyLater(queryKey, data, isKept);
    return data;
  } catch (error) {
    const isUnreachable = error instanceof OfflineError || error instanceof BusyError;
    if (!isUnreachable || !hasDeviceStorage() || isClaimMissing) throw error;
    const copy = await get<T>(keyOf(queryKey), copyStore()).catch(() => undefined);
    if (copy === undefined) throw error;
    return copy;
  }
}

/**
 * Copies are kept together once the page has settled: cloning a large answer into IndexedDB would otherwise compete
 * with the first screen on a slow tablet. A later answer to the same query replaces one still waiting.
 */
function keepCopyLater<T>(queryKey: QueryKey, data: T, isKept: (data: T) => boolean | Promise<boolean>) {
  waitToKeep(keyOf(queryKey), { data, isKept: () => isKept(data) });
}

function waitToKeep(key: string, copy: WaitingCopy) {
  if (waitingCopies.size === 0) afterSettling(() => void keepWaitingCopies());
  waitingCopies.set(key, copy);
}

/** Keeps the copies waiting now (also when a lesson is saved for offline: it must open offline at once). */
export function keepWaitingCopies() {
  const waiting = [...waitingCopies];
  waitingCopies.clear();
  const keeping = Promise.all(
    waiting.map(async ([key, copy]) => {
      if (await copy.isKept()) await set(key, copy.data, copyStore());
    }),
  ).catch(() => undefined);
  copiesBeingKept = Promise.all([copiesBeingKept, keeping]).then(() => undefined);
  return keeping;
}

export const keepCopy = (queryKey: QueryKey, data: unknown) => set(keyOf(queryKey), data, copyStore());
export const dropCopy = (queryKey: QueryKey) => del(keyOf(queryKey), copyStore());

/**
 * Removes what the device keeps for the account signed in: copies (names, profiles, progress), saved lessons and
 * their files, and the tasks already sent. Progress not yet sent stays, marked with its account (progress-queue.ts).
 */
export async function forgetAccountOnDevice() {
  if (!hasDeviceStorage()) return;
  waitingCopies.clear();
  await copiesBeingKept;
  await Promise.all([
    clear(copyStore()),
    clear(savedLessonStore()),
    forgetSentProgress(),
    'caches' in window ? caches.delete(OFFLINE_FILES_CACHE) : undefined,
  ]);
}

/** Tasks already sent stay only to show offline what the copies do not (pending-progress.ts). */
async function forgetSentProgress() {
  const sent = (await queuedProgress()).filter(([, item]) => item.kind === 'accomplished' && item.sent);
  await delMany(
    sent.map(([key]) => key),
    progressStore(),
  );
}

/**
 * An online read says no family is signed in here (the session ended elsewhere, or staff signed in): whatever a
 * family left on the device goes. Where nothing was ever kept, nothing is opened.
 */
export async function forgetAnyAccountOnDevice() {
  if (!hasDeviceStorage()) return;
  if (await isStoreOnDevice('copies', 'saved-lessons', 'progress')) await forgetAccountOnDevice();
}

/** Any of the storage calls a claim makes (listing databases, clearing the files' cache) may hang in WebKit. */
const CLAIM_TIMEOUT_MS = 6000;

/** The device's copies could not be claimed for the account signed in: none of them is shown until they are. */
let isClaimMissing = false;

/**
 * Another account signed in on this device: nothing of the one before stays visible. Where the device's storage
 * does not answer, the account is read all the same, and no copy is shown.
 */
export async function claimDevice(accountId: string) {
  if (!hasDeviceStorage()) return;
  const claimed = claimCopies(accountId).then(
    () => true,
    () => false,
  );
  isClaimMissing = (await within(claimed, CLAIM_TIMEOUT_MS)) !== true;
}

async function claimCopies(accountId: string) {
  // Nothing kept here yet: the owner is written with the first copies.
  if (!(await isStoreOnDevice('copies'))) {
    waitToKeep(ACCOUNT_KEY, { data: accountId, isKept: () => true });
    return;
  }
  const owner = await get<string>(ACCOUNT_KEY, copyStore());
  if (owner === accountId) return;
  await forgetAccountOnDevice();
  await set(ACCOUNT_KEY, accountId, copyStore());
}
