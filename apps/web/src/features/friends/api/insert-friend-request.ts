import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const insertFriendRequest = graphql(`
  mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {
    insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) { id accepted }
  }
`);

/** Asks another child to be friends; afterwards, as after every change, every friends list is read again. */
export function useInsertFriendRequest(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiverId: string) => request(insertFriendRequest, { userChildId, receiverId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childFriendsScope(userChildId) }),
  });
}
