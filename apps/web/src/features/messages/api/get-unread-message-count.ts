import { queryOptions } from '@tanstack/react-query';
import { startPageRead } from '../../../family/api/get-start-page.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childMessagesScope } from '../../../lib/query-keys.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const unreadMessageCountPart = graphql(`
  fragment UnreadMessageCountPart on Query {
    unreadMessageCount(userChildId: $userChildId)
  }
`);

export const getUnreadMessageCount = graphql(`
  query getUnreadMessageCount($userChildId: ID!) { ...UnreadMessageCountPart }
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
