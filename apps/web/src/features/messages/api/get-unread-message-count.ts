import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getUnreadMessageCount = graphql(`
  query getUnreadMessageCount($userChildId: ID!) {
    unreadMessageCount(userChildId: $userChildId)
  }
`);

export const unreadMessageCountQuery = (userChildId: string) =>
  queryOptions({
    queryKey: ['child', userChildId, 'messages', 'unread'],
    queryFn: async () => (await request(getUnreadMessageCount, { userChildId })).unreadMessageCount,
  });
