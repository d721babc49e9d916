import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const deleteFriendRequest = graphql(`
  mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {
    deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) { id accepted }
  }
`);

/** Declining, cancelling and removing a friend: the request goes; afterwards every friends list is read again. */
export function useDeleteFriendRequest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => request(deleteFriendRequest, { userChildId, requestId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childFriendsScope(userChildId) }),
  });
}
