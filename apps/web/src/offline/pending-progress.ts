import { queryOptions } from '@tanstack/react-query';
import { delMany, entries, set } from 'idb-keyval';
import type { RevisionGrade } from '../gql/graphql.ts';
import { deviceScope } from '../lib/query-keys.ts';
import { hasDeviceStorage, isStoreOnDevice, progressStore } from './device-stores.ts';

/**
 * Progress made on this device, kept in order, marked with the account and child it belongs to. Accomplished tasks
 * stay after they are sent (`sent`), until sign-out: offline, the copies kept before them would otherwise show those
 * tasks undone again.
 */
export type QueuedProgress = { accountId: string; userChildId: string; lessonId: string } & (
  | { kind: 'accomplished'; achievementId: string; at: string; sent?: true }
  | { kind: 'watched'; seconds: number }
  | { kind: 'revised'; reviewId: string; grade: RevisionGrade; at: string; sent?: true }
);

/** Progress the server refused for good, with its reason (the error's code): kept until a parent has read it. */
export type RefusedProgress = QueuedProgress & { refusedBecause: string };

const REFUSED = 'refused-';

async function keptOnDevice<Item>(): Promise<[string, Item][]> {
  if (!hasDeviceStorage() || !(await isStoreOnDevice('progress'))) return [];
  return (await entries<string, Item>(progressStore()).catch(() => [])).sort(([a], [b]) => (a < b ? -1 : 1));
}

/** Every item, oldest first (the keys sort by time), sent or not. */
export async function queuedProgress(): Promise<[string, QueuedProgress][]> {
  return (await keptOnDevice<QueuedProgress>()).filter(([key]) => !key.startsWith(REFUSED));
}

/** Moves a queued item the server refused for good to what the parent area tells the parent. */
export const keepRefusal = (key: string, item: QueuedProgress, code: string) =>
  set(`${REFUSED}${key}`, { ...item, refusedBecause: code } satisfies RefusedProgress, progressStore());

/** The refused progress this device holds, oldest first. */
export const refusedProgressQuery = () =>
  queryOptions({
    queryKey: [...deviceScope(), 'refused-progress'],
    queryFn: async () =>
      (await keptOnDevice<RefusedProgress>()).filter(([key]) => key.startsWith(REFUSED)).map(([, item]) => item),
    staleTime: 0,
  });

/** The parent has read what was refused. */
export async function forgetRefusedProgress() {
  const keys = (await keptOnDevice<unknown>()).map(([key]) => key).filter((key) => key.startsWith(REFUSED));
  await delMany(keys, progressStore());
}

/** The achievements a child accomplished here, which copies kept earlier may not show yet: id → when. */
export async function pendingAchievements(userChildId: string): Promise<Map<string, string>> {
  const pending = new Map<string, string>();
  for (const [, item] of await queuedProgress())
    if (item.kind === 'accomplished' && item.userChildId === userChildId) pending.set(item.achievementId, item.at);
  return pending;
}

/** The passages a child revised here, which copies kept earlier may not show yet: lesson id → when. */
export async function pendingRevisions(userChildId: string): Promise<Map<string, string>> {
  const pending = new Map<string, string>();
  for (const [, item] of await queuedProgress())
    if (item.kind === 'revised' && item.userChildId === userChildId) pending.set(item.lessonId, item.at);
  return pending;
}

const DAY_MS = 24 * 60 * 60 * 1000;
type RevisedPassage = { lessonId: string; due: string; revisedAt?: string | null };

/**
 * The passages with the revisions made here counted in: revised then, and not due again before the next day (the
 * server plans it exactly once it has the grade).
 */
export function withPendingRevisions<Passage extends RevisedPassage>(
  passages: Passage[],
  pending: Map<string, string>,
) {
  return passages.map((passage) => {
    const at = pending.get(passage.lessonId);
    if (!at || (passage.revisedAt && passage.revisedAt >= at)) return passage;
    const notBefore = new Date(Date.parse(at) + DAY_MS).toISOString();
    return { ...passage, revisedAt: at, due: passage.due > notBefore ? passage.due : notBefore };
  });
}

type Achievement = { id: string; accomplishedAt?: string | null };
type LessonProgress = { finished: boolean; percentage: number; achievements: Achievement[] };

/**
 * A lesson as it stands with the pending achievements counted, as the server counts them (percentage: tasks
 * accomplished of all; finished: all of them), so a task done offline shows done, and a star earned offline shows.
 */
export function withPendingAchievements<Lesson extends LessonProgress>(lesson: Lesson, pending: Map<string, string>) {
  if (!lesson.achievements.some((achievement) => !achievement.accomplishedAt && pending.has(achievement.id)))
    return lesson;
  const achievements = lesson.achievements.map((achievement) =>
    achievement.accomplishedAt ? achievement : { ...achievement, accomplishedAt: pending.get(achievement.id) ?? null },
  );
  const accomplished = achievements.filter((achievement) => achievement.accomplishedAt).length;
  return {
    ...lesson,
    achievements,
    finished: accomplished === achievements.length,
    percentage: Math.max(lesson.percentage, Math.round((accomplished / achievements.length) * 100)),
  };
}

/** The overview with the pending achievements counted: stars are the finished lessons. */
export function overviewWithPending<Overview extends { stars: number; lessons: LessonProgress[] }>(
  overview: Overview,
  pending: Map<string, string>,
): Overview {
  if (pending.size === 0) return overview;
  const lessons = overview.lessons.map((lesson) => withPendingAchievements(lesson, pending));
  return { ...overview, lessons, stars: lessons.filter((lesson) => lesson.finished).length };
}
