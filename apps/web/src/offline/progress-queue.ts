import type { QueryClient } from '@tanstack/react-query';
import { del, set } from 'idb-keyval';
import { userQuery } from '../family/api/get-user.ts';
import { graphql } from '../gql/gql.ts';
import { OutOfDateError, request, UnauthenticatedError } from '../lib/graphql-client.ts';
import { childScope } from '../lib/query-keys.ts';
import { isFinalRefusal } from '../lib/retry-policy.ts';
import { updateOutOfDateApp } from './app-update.ts';
import { hasDeviceStorage, progressStore } from './device-stores.ts';
import { keepRefusal, type QueuedProgress, queuedProgress } from './pending-progress.ts';

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

export const gradeRevision = graphql(`
  mutation gradeRevision($userChildId: ID!, $lessonId: ID!, $reviewId: ID!, $grade: RevisionGrade!, $reviewedAt: DateTime!) {
    gradeRevision(userChildId: $userChildId, lessonId: $lessonId, reviewId: $reviewId, grade: $grade, reviewedAt: $reviewedAt) {
      lessonId due revisedAt
    }
  }
`);

type WithoutAccount<Item> = Item extends unknown ? Omit<Item, 'accountId'> : never;

/**
 * Waits before sending again after a failed try, growing: a network that has just come back often fails its first
 * request (Wi-Fi still connecting), and the child's work should not then wait half a minute.
 */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];
let sequence = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDueAt = 0;
let failedTries = 0;

/** The time, then a counter for items of the same millisecond: the queue's order is the order of its keys. */
const nextKey = () => `${String(Date.now()).padStart(15, '0')}-${String(sequence++).padStart(9, '0')}`;

/** The account signed in as this page knows it (read again when the cache has let it go; offline, its copy). */
const accountOf = async (queryClient: QueryClient) =>
  (await queryClient.ensureQueryData(userQuery()).catch(() => undefined))?.viewer.id;

/**
 * The account signed in as the server knows it now (another tab may have signed out and in since): null when signed
 * out, undefined when it could not be read now (the queue tries again).
 */
const currentAccountOf = async (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...userQuery(), staleTime: 0 }).then(
    ({ viewer }) => viewer.id,
    (error: unknown) => (error instanceof UnauthenticatedError ? null : undefined),
  );

/**
 * Keeps progress on the device (it survives a closed page and a lost network) until `sendQueuedProgress` has
 * sent it. Where the device cannot keep it (no or refused storage) it is sent at once instead.
 */
export async function queueProgress(queryClient: QueryClient, progress: WithoutAccount<QueuedProgress>) {
  sendWhenBackOnline(queryClient);
  const accountId = await accountOf(queryClient);
  if (!accountId) throw new Error('no account signed in to keep progress for');
  const item = { ...progress, accountId } as QueuedProgress;
  const kept =
    hasDeviceStorage() &&
    (await set(nextKey(), item, progressStore()).then(
      () => true,
      () => false,
    ));
  if (!kept) await send(item);
}

function send(item: QueuedProgress) {
  const { userChildId, lessonId } = item;
  switch (item.kind) {
    case 'accomplished':
      return request(addAccomplishedAchievement, { userChildId, achievementIds: [item.achievementId] });
    case 'watched':
      return request(updateLessonProgression, { userChildId, lessonId, timeProgress: item.seconds });
    case 'revised':
      return request(gradeRevision, {
        userChildId,
        lessonId,
        reviewId: item.reviewId,
        grade: item.grade,
        reviewedAt: item.at,
      });
  }
}

const isUnsent = (item: QueuedProgress) => item.kind === 'watched' || !item.sent;

/**
 * Sends the signed-in account's waiting progress, oldest first, one at a time and one sender per browser (tabs
 * share the queue). An item is marked sent (a task) or leaves the queue (seconds watched) once the server has it;
 * the server counts an achievement once and keeps the furthest second watched, so an item sent twice (its answer
 * lost) changes nothing. Without a network (or signed out) the rest waits for the next chance; another account's
 * progress is left for that account. Where the server no longer runs this version's requests (a release since),
 * everything stays queued and the app updates; the new version sends it. Returns the items the server refused for
 * good: they leave the queue for the parent area, which tells the parent what was refused and why.
 */
export async function sendQueuedProgress(queryClient: QueryClient): Promise<QueuedProgress[]> {
  if (!hasDeviceStorage() || !(await queuedProgress()).some(([, item]) => isUnsent(item))) return [];
  const accountId = await currentAccountOf(queryClient);
  if (accountId === undefined) scheduleRetry(queryClient, false);
  if (!accountId) return [];
  const refused: QueuedProgress[] = [];
  // Children whose tasks were sent (seconds watched change nothing on screen, so they read nothing again).
  const sentFor = new Set<string>();
  let isOutOfDate = false;
  const sendAll = async () => {
    for (const [key, item] of await queuedProgress()) {
      if (item.accountId !== accountId || !isUnsent(item)) continue;
      try {
        await send(item);
      } catch (error) {
        isOutOfDate = error instanceof OutOfDateError;
        if (!isFinalRefusal(error)) return scheduleRetry(queryClient, isOutOfDate);
        refused.push(item);
        await keepRefusal(key, item, error.code);
      }
      if (item.kind !== 'watched' && !refused.includes(item)) {
        await set(key, { ...item, sent: true }, progressStore());
        sentFor.add(item.userChildId);
      } else {
        await del(key, progressStore());
      }
    }
  };
  await (navigator.locks ? navigator.locks.request('koran-kids-progress', sendAll) : sendAll());
  if (!retryTimer) failedTries = 0;
  if (isOutOfDate) void updateOutOfDateApp();
  // The server's answers replace what was shown from the queue (read again now, or when next shown).
  await Promise.all([...sentFor].map((child) => queryClient.invalidateQueries({ queryKey: childScope(child) })));
  return refused;
}

/**
 * Tries again, sooner at first. An out-of-date app updates and its new version sends the queue: only if no update
 * comes is it tried again, after the longest wait. Offline it is tried after the longest wait too, besides the moment
 * the browser says the network is back: a browser does not always say so (seen in Firefox).
 */
function scheduleRetry(queryClient: QueryClient, isOutOfDate: boolean) {
  const longest = RETRY_DELAYS_MS.length - 1;
  const next = isOutOfDate || !navigator.onLine ? longest : Math.min(failedTries, longest);
  const dueAt = Date.now() + (RETRY_DELAYS_MS[next] ?? 0);
  // A try planned offline waits long; once online again (the browser may not have said so), the sooner one counts.
  if (retryTimer && retryDueAt <= dueAt) return;
  clearTimeout(retryTimer);
  failedTries++;
  retryDueAt = dueAt;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sendQueuedProgress(queryClient);
  }, dueAt - Date.now());
}

/**
 * Sends what waits now (a page opened again) and whenever the network comes back: then the tries start over from the
 * shortest wait, not after the offline one.
 */
export function sendProgressWhenOnline(queryClient: QueryClient) {
  sendWhenBackOnline(queryClient);
  void sendQueuedProgress(queryClient).catch(() => undefined);
}

let isListening = false;

/**
 * Listens for the network coming back, once per page: from the first progress kept here too, since the app's own
 * listening starts only after its first screen has settled, and work done offline before that would wait for the
 * try planned offline.
 */
function sendWhenBackOnline(queryClient: QueryClient) {
  if (isListening) return;
  isListening = true;
  window.addEventListener('online', () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    failedTries = 0;
    void sendQueuedProgress(queryClient).catch(() => undefined);
  });
}
