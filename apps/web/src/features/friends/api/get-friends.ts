import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFriendsScope } from '../../../lib/query-keys.ts';

export const getFriends = graphql(`
  query getFriends($userChildId: ID!, $text: String!) {
    friendSearch(userChildId: $userChildId, text: $text) { id name username avatar }
  }
`);

/** Children to befriend whose name or username holds `text`; searched only once the child asks. */
export const friendSearchQuery = (userChildId: string, text: string) =>
  queryOptions({
    queryKey: [...childFriendsScope(userChildId), 'search', text],
    queryFn: async () => (await request(getFriends, { userChildId, text })).friendSearch,
    enabled: text.length > 0,
  });
