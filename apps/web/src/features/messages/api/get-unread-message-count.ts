import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childMessagesScope } from '../../../lib/query-keys.ts';

export const getUnreadMessageCount = graphql(`
  query getUnreadMessageCount($userChildId: ID!) {
    unreadMessageCount(userChildId: $userChildId)
  }
`);

export const unreadMessageCountQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childMessagesScope(userChildId), 'unread'],
    queryFn: async () => (await request(getUnreadMessageCount, { userChildId })).unreadMessageCount,
  });
