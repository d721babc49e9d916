import { queryOptions } from '@tanstack/react-query';
import { deviceScope } from '../lib/query-keys.ts';

/*
 * Whether the browser may clear what this device keeps (saved lessons, progress waiting) on its own: when space runs
 * low, and in Safari after 7 days without a visit, unless the site is on the home screen. Asking for persistent
 * storage lifts that where the browser agrees.
 */

type StorageLike = { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> } | undefined;

/** The device's storage manager, missing outside a secure context and in older browsers. */
const deviceStorage = (): StorageLike => (typeof navigator === 'undefined' ? undefined : navigator.storage);

/** Asks the browser to keep this device's storage until the app removes it; true when it agreed. */
export async function askToKeepStorage(storage: StorageLike = deviceStorage()): Promise<boolean> {
  if (typeof storage?.persist !== 'function') return false;
  return storage.persist().catch(() => false);
}

/** Whether saved lessons stay until removed here ('kept'), or the browser may remove them ('may-be-removed'). */
export type SavedLessonsKeeping = 'kept' | 'may-be-removed';

export async function savedLessonsKeeping(storage: StorageLike = deviceStorage()): Promise<SavedLessonsKeeping> {
  if (typeof storage?.persisted !== 'function') return 'may-be-removed';
  const isPersisted = await storage.persisted().catch(() => false);
  return isPersisted === true ? 'kept' : 'may-be-removed';
}

/** Asked again on every showing: saving a lesson, or adding the app to the home screen, can change it. */
export const savedLessonsKeepingQuery = () =>
  queryOptions({
    queryKey: [...deviceScope(), 'storage-keeping'],
    queryFn: () => savedLessonsKeeping(),
    staleTime: 0,
  });
