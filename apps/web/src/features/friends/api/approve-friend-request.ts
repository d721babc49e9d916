import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const approveFriendRequest = graphql(`
  mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {
    approveFriendRequest(userChildId: $userChildId, friendRequestId: $friendRequestId) { id accepted }
  }
`);

/** Accepts a request; afterwards every friends list is read again. */
export function useApproveFriendRequest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendRequestId: string) => request(approveFriendRequest, { userChildId, friendRequestId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childFriendsScope(userChildId) }),
  });
}
