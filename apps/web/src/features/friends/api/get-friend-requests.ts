import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const getFriendRequests = graphql(`
  query getFriendRequests($userChildId: ID!) {
    friendRequests(userChildId: $userChildId) {
      mayMakeFriends
      sent { id createdAt friend { id name username avatar } }
      received { id createdAt friend { id name username avatar } }
      waitingForParents { id createdAt friend { id name username avatar } }
    }
  }
`);

/** Requests still waiting (sent, received, for the parents); the friends themselves come from getActiveFriends. */
export const friendRequestsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childFriendsScope(userChildId), 'requests'],
    queryFn: async () => (await request(getFriendRequests, { userChildId })).friendRequests,
  });
