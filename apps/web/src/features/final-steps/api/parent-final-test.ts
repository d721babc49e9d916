import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getFinalTestQuestionsWithAnswers = graphql(`
  query getFinalTestQuestionsWithAnswers($userChildId: ID!) {
    finalTestQuestionsWithAnswers(userChildId: $userChildId) {
      id sequence result question { nl en } answer { nl en }
    }
    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }
    finalSteps(userChildId: $userChildId) { finalMessage finalMessageSentAt }
  }
`);

export const insertUserChildrenUnlockable = graphql(`
  mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!) {
    insertUserChildrenUnlockable(userChildId: $userChildId, type: $type) { type createdAt }
  }
`);

export const deleteUserChildrenUnlockable = graphql(`
  mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {
    deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) { type createdAt }
  }
`);

export const parentFinalTestQuery = (userChildId: string) =>
  queryOptions({
    queryKey: ['parent', 'child', userChildId, 'final-test'],
    queryFn: () => request(getFinalTestQuestionsWithAnswers, { userChildId }),
  });

/** Sets the final test for the child, or takes it back. */
export function useSetFinalTest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isSet: boolean): Promise<void> => {
      const variables = { userChildId, type: 'FINAL_TEST' };
      if (isSet) await request(insertUserChildrenUnlockable, variables);
      else await request(deleteUserChildrenUnlockable, variables);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['parent', 'child', userChildId] }),
        queryClient.invalidateQueries({ queryKey: ['child', userChildId, 'final-steps'] }),
      ]),
  });
}
