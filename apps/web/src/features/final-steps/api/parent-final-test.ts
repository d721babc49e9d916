import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getFinalTestQuestionsWithAnswers = graphql(`
  query getFinalTestQuestionsWithAnswers($userChildId: ID!) {
    finalTestQuestionsWithAnswers(userChildId: $userChildId) {
      id sequence result question { nl en } answer { nl en }
    }
    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }
    finalSteps(userChildId: $userChildId) { finalMessage finalMessageSentAt lessonsFinished lessonCount }
  }
`);

export const insertUserChildrenUnlockable = graphql(`
  mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!, $beforeLastLesson: Boolean) {
    insertUserChildrenUnlockable(userChildId: $userChildId, type: $type, beforeLastLesson: $beforeLastLesson) {
      type createdAt
    }
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

/** Sets the final test: once every lesson is finished, or `early` with the parent's confirmation; or takes it back. */
export type FinalTestChange = 'set' | 'set-early' | 'take-back';

export function useSetFinalTest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FinalTestChange): Promise<void> => {
      const variables = { userChildId, type: 'FINAL_TEST' };
      if (change === 'take-back') await request(deleteUserChildrenUnlockable, variables);
      else await request(insertUserChildrenUnlockable, { ...variables, beforeLastLesson: change === 'set-early' });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['parent', 'child', userChildId] }),
        queryClient.invalidateQueries({ queryKey: ['child', userChildId, 'final-steps'] }),
      ]),
  });
}
