import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { subscriptionScope } from '../../lib/query-keys.ts';

export const getFriendshipsAwaiting = graphql(`
  query getFriendshipsAwaiting {
    subscription { id friendshipsAwaitingParents }
  }
`);

/** How many of the children's friendships wait for this family's approval: told beside the way to the parent area. */
export const friendshipsAwaitingQuery = () =>
  queryOptions({
    queryKey: [...subscriptionScope(), 'friendships-awaiting'],
    queryFn: async () => (await request(getFriendshipsAwaiting)).subscription?.friendshipsAwaitingParents ?? 0,
  });
