import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { childLessonsQuery } from '../../../family/api/get-user-child-data.ts';
import type { GetLessonWithLockQuery } from '../../../gql/graphql.ts';
import { ApiError } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import {
  overviewWithPending,
  pendingAchievements,
  withPendingAchievements,
} from '../../../offline/pending-progress.ts';
import { queueProgress, sendQueuedProgress } from '../../../offline/progress-queue.ts';

/** Shows the child's waiting achievements at once in the lessons and the overview on screen (a star included). */
async function showPendingAchievements(queryClient: QueryClient, userChildId: string) {
  const pending = await pendingAchievements(userChildId);
  queryClient.setQueriesData<GetLessonWithLockQuery>({ queryKey: [...childScope(userChildId), 'lesson'] }, (data) =>
    data ? { lesson: withPendingAchievements(data.lesson, pending) } : data,
  );
  queryClient.setQueryData(childLessonsQuery(userChildId).queryKey, (data) =>
    data ? { childLessons: overviewWithPending(data.childLessons, pending) } : data,
  );
}

/**
 * Keeps an accomplished task on the device, shows it, and sends it (at once, or when the network is back: the
 * server writes it only once). Fails only when the server refuses it for good.
 */
export function useAccomplishAchievement(userChildId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The lesson says a refused task itself (open-lesson.tsx), and the parent area lists it.
    meta: { showsOwnError: true },
    mutationFn: async (achievementId: string) => {
      const at = new Date().toISOString();
      await queueProgress(queryClient, { kind: 'accomplished', userChildId, lessonId, achievementId, at });
      await showPendingAchievements(queryClient, userChildId);
      const refused = await sendQueuedProgress(queryClient);
      if (refused.some((item) => item.kind === 'accomplished' && item.achievementId === achievementId))
        throw new ApiError('FORBIDDEN', 'refused', {});
    },
  });
}

/** Keeps the furthest second watched on the device and sends it (now, or when the network is back). */
export async function saveWatchedSeconds(
  queryClient: QueryClient,
  userChildId: string,
  lessonId: string,
  seconds: number,
) {
  await queueProgress(queryClient, { kind: 'watched', userChildId, lessonId, seconds });
  await sendQueuedProgress(queryClient);
}
