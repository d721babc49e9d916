import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const getFriendRequest = graphql(`
  query getFriendRequest($userChildId: ID!, $id: ID!) {
    friendRequest(userChildId: $userChildId, id: $id) {
      id accepted isFriendship isSent stars joiningDate lessonLevel
      friend { id name username avatar }
      favourites { ...FavouriteFields }
    }
  }
`);

export const friendRequestQuery = (userChildId: string, id: string) =>
  queryOptions({
    queryKey: [...childFriendsScope(userChildId), 'request', id],
    queryFn: async () => (await request(getFriendRequest, { userChildId, id })).friendRequest,
    retry: false,
  });
