import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { ApiError, request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

export const addAccomplishedAchievement = graphql(`
  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {
    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {
      affectedRows
      lesson { id finished percentage }
    }
  }
`);

/** Saves an accomplished task at once; a lost connection is retried, and the server writes it only once. */
export function useAccomplishAchievement(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (achievementId: string) =>
      request(addAccomplishedAchievement, { userChildId, achievementIds: [achievementId] }),
    retry: (failures, error) => !(error instanceof ApiError) && failures < 5,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childScope(userChildId) }),
  });
}
