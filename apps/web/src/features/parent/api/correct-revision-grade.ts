import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { RevisionGrade } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope, parentChildScope } from '../../../lib/query-keys.ts';

export const correctRevisionGrade = graphql(`
  mutation correctRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {
    correctRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { passage { lessonId } }
  }
`);

/** A parent's grade in place of the child's: the passage is planned again from it. */
export function useCorrectRevisionGrade(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, grade }: { reviewId: string; grade: RevisionGrade }) =>
      request(correctRevisionGrade, { userChildId, reviewId, grade }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentChildScope(userChildId) }),
        queryClient.invalidateQueries({ queryKey: childScope(userChildId) }),
      ]),
  });
}
