import { queryOptions } from '@tanstack/react-query';
import { startPageRead } from '../../../family/api/get-start-page.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const newestAnnouncementPart = graphql(`
  fragment NewestAnnouncementPart on Query {
    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }
  }
`);

export const getNotifications = graphql(`
  query getNotifications($userChildId: ID!) { ...NewestAnnouncementPart }
`);

export const newestAnnouncementQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childScope(userChildId), 'announcements'],
    queryFn: async () =>
      (
        await startPageRead.partOr(
          userChildId,
          'announcements',
          ({ announcements }) => ({ announcements }),
          () => request(getNotifications, { userChildId }),
        )
      ).announcements[0] ?? null,
  });
