import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { readFinalTestAgain } from './final-test-change.ts';

export const insertUserChildrenUnlockable = graphql(`
  mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!, $beforeLastLesson: Boolean) {
    insertUserChildrenUnlockable(userChildId: $userChildId, type: $type, beforeLastLesson: $beforeLastLesson) {
      type createdAt
    }
  }
`);

/** Sets the final test: once every lesson is finished, or before the last lesson with the parent's confirmation. */
export function useSetFinalTest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (beforeLastLesson: boolean): Promise<void> => {
      await request(insertUserChildrenUnlockable, { userChildId, type: 'FINAL_TEST', beforeLastLesson });
    },
    onSuccess: () => readFinalTestAgain(queryClient, userChildId),
  });
}
