import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFinalStepsScope } from '../../../lib/query-keys.ts';

export const submitFinalTest = graphql(`
  mutation submitFinalTest($userChildId: ID!) {
    submitFinalTest(userChildId: $userChildId) { testSubmittedAt }
  }
`);

export function useSubmitFinalTest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(submitFinalTest, { userChildId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childFinalStepsScope(userChildId) }),
  });
}
