import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const getActiveFriends = graphql(`
  query getActiveFriends($userChildId: ID!) {
    activeFriends(userChildId: $userChildId) { id name username avatar friendRequestId }
  }
`);

/** The child's friends by name, with the request each friendship came from (the details page opens by it). */
export const activeFriendsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childFriendsScope(userChildId), 'active'],
    queryFn: async () => (await request(getActiveFriends, { userChildId })).activeFriends,
  });
