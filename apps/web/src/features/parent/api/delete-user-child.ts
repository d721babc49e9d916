import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import { readFamilyAgain } from './child-change.ts';

export const deleteUserChild = graphql(`
  mutation deleteUserChild($userChildId: ID!, $username: String!) {
    deleteUserChild(userChildId: $userChildId, username: $username)
  }
`);

/** Erases a profile: nothing about the child stays cached, and the family's lists are read again. */
export function useDeleteUserChild(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => request(deleteUserChild, { userChildId, username }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: childScope(userChildId) });
      return readFamilyAgain(queryClient);
    },
  });
}
