import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const insertFriendRequest = graphql(`
  mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {
    insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) { id accepted }
  }
`);

export const approveFriendRequest = graphql(`
  mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {
    approveFriendRequest(userChildId: $userChildId, friendRequestId: $friendRequestId) { id accepted }
  }
`);

export const deleteFriendRequest = graphql(`
  mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {
    deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) { id accepted }
  }
`);

type Change = { kind: 'send'; receiverId: string } | { kind: 'approve' | 'delete'; requestId: string };

/** Sending, accepting, declining, cancelling and removing: afterwards every friends list is read again. */
export function useFriendRequestChange(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<void> => {
      if (change.kind === 'send') await request(insertFriendRequest, { userChildId, receiverId: change.receiverId });
      else if (change.kind === 'approve')
        await request(approveFriendRequest, { userChildId, friendRequestId: change.requestId });
      else await request(deleteFriendRequest, { userChildId, requestId: change.requestId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['child', userChildId, 'friends'] }),
  });
}
