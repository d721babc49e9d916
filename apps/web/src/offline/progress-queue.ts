import type { QueryClient } from '@tanstack/react-query';
import { del, set } from 'idb-keyval';
import { userQuery } from '../family/api/get-user.ts';
import { graphql } from '../gql/gql.ts';
import { ApiError, request } from '../lib/graphql-client.ts';
import { childScope } from '../lib/query-keys.ts';
import { hasDeviceStorage, progressStore } from './device-stores.ts';
import { type QueuedProgress, queuedProgress } from './pending-progress.ts';

export const addAccomplishedAchievement = graphql(`
  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {
    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {
      affectedRows
      lesson { id finished percentage }
    }
  }
`);

export const updateLessonProgression = graphql(`
  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {
    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {
      percentage timeProgress finished
    }
  }
`);

type WithoutAccount<Item> = Item extends unknown ? Omit<Item, 'accountId'> : never;

const RETRY_MS = 30_000;
let sequence = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The time, then a counter for items of the same millisecond: the queue's order is the order of its keys. */
const nextKey = () => `${String(Date.now()).padStart(15, '0')}-${String(sequence++).padStart(9, '0')}`;

const accountOf = (queryClient: QueryClient) => queryClient.getQueryData(userQuery().queryKey)?.viewer.id;

/**
 * Keeps progress on the device (it survives a closed page and a lost network) until `sendQueuedProgress` has
 * sent it. Without device storage it is sent at once instead.
 */
export async function queueProgress(queryClient: QueryClient, progress: WithoutAccount<QueuedProgress>) {
  const accountId = accountOf(queryClient);
  if (!accountId) throw new Error('no account signed in to keep progress for');
  const item = { ...progress, accountId } as QueuedProgress;
  if (hasDeviceStorage()) await set(nextKey(), item, progressStore());
  else await send(item);
}

function send(item: QueuedProgress) {
  const { userChildId, lessonId } = item;
  return item.kind === 'accomplished'
    ? request(addAccomplishedAchievement, { userChildId, achievementIds: [item.achievementId] })
    : request(updateLessonProgression, { userChildId, lessonId, timeProgress: item.seconds });
}

/** A refusal that sending again cannot change (a lesson locked since, a profile removed); a server error can. */
const isFinalRefusal = (error: unknown) => error instanceof ApiError && error.code !== 'INTERNAL';

/**
 * Sends the signed-in account's waiting progress, oldest first, one at a time and one sender per browser (tabs
 * share the queue). An item leaves the queue once the server has it; the server counts an achievement once and
 * keeps the furthest second watched, so an item sent twice (its answer lost) changes nothing. Without a network
 * (or signed out) the rest waits for the next chance; another account's progress is left for that account.
 * Returns the items the server refused for good.
 */
export async function sendQueuedProgress(queryClient: QueryClient): Promise<QueuedProgress[]> {
  const accountId = accountOf(queryClient);
  if (!accountId || !hasDeviceStorage()) return [];
  const refused: QueuedProgress[] = [];
  // Children whose tasks were sent (seconds watched change nothing on screen, so they read nothing again).
  const sentFor = new Set<string>();
  const sendAll = async () => {
    for (const [key, item] of await queuedProgress()) {
      if (item.accountId !== accountId) continue;
      try {
        await send(item);
      } catch (error) {
        if (!isFinalRefusal(error)) return scheduleRetry(queryClient);
        refused.push(item);
      }
      await del(key, progressStore());
      if (item.kind === 'accomplished') sentFor.add(item.userChildId);
    }
  };
  await (navigator.locks ? navigator.locks.request('koran-kids-progress', sendAll) : sendAll());
  // The server's answers replace what was shown from the queue.
  await Promise.all([...sentFor].map((child) => queryClient.invalidateQueries({ queryKey: childScope(child) })));
  return refused;
}

function scheduleRetry(queryClient: QueryClient) {
  if (retryTimer || !navigator.onLine) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sendQueuedProgress(queryClient);
  }, RETRY_MS);
}

/** Sends what waits now (a page opened again) and whenever the network comes back. */
export function sendProgressWhenOnline(queryClient: QueryClient) {
  const sendNow = () => void sendQueuedProgress(queryClient).catch(() => undefined);
  window.addEventListener('online', sendNow);
  sendNow();
}
