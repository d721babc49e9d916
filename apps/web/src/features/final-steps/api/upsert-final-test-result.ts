import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFinalStepsScope } from '../../../lib/query-keys.ts';

export const upsertFinalTestResult = graphql(`
  mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {
    upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: $result) { id questionId result }
  }
`);

export function useSaveAnswer(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { questionId: string; result: string }) =>
      request(upsertFinalTestResult, { userChildId, ...variables }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childFinalStepsScope(userChildId) }),
  });
}
