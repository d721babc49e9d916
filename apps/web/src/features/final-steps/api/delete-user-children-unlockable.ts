import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { readFinalTestAgain } from './final-test-change.ts';

export const deleteUserChildrenUnlockable = graphql(`
  mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {
    deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) { type createdAt }
  }
`);

/** Takes the final test back, as long as the child has not handed it in. */
export function useTakeBackFinalTest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await request(deleteUserChildrenUnlockable, { userChildId, type: 'FINAL_TEST' });
    },
    onSuccess: () => readFinalTestAgain(queryClient, userChildId),
  });
}
