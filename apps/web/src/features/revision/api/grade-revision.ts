import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionGrade } from '../../../gql/graphql.ts';
import { ApiError } from '../../../lib/graphql-client.ts';
import { childRevisionScope } from '../../../lib/query-keys.ts';
import { queueProgress, sendQueuedProgress } from '../../../offline/progress-queue.ts';

/**
 * Keeps the child's grade on the device, shows the passage revised, and sends it (at once, or when the network is
 * back: the server counts a grade once). Fails only when the server refuses it for good.
 */
export function useGradeRevision(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: async ({ lessonId, grade }: { lessonId: string; grade: RevisionGrade }) => {
      const reviewId = crypto.randomUUID();
      const at = new Date().toISOString();
      await queueProgress(queryClient, { kind: 'revised', userChildId, lessonId, reviewId, grade, at });
      await queryClient.invalidateQueries({ queryKey: childRevisionScope(userChildId) });
      const refused = await sendQueuedProgress(queryClient);
      if (refused.some((item) => item.kind === 'revised' && item.reviewId === reviewId))
        throw new ApiError('FORBIDDEN', 'refused', {});
    },
  });
}
