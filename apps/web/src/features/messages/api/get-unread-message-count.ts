import { queryOptions } from '@tanstack/react-query';
import { startPageRead } from '../../../family/api/get-start-page.ts';
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
    queryFn: () =>
      startPageRead.partOr(
        userChildId,
        'unreadMessageCount',
        (page) => page.unreadMessageCount,
        async () => (await request(getUnreadMessageCount, { userChildId })).unreadMessageCount,
      ),
  });
