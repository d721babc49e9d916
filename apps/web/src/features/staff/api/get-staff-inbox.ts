import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getStaffInbox = graphql(`
  query getStaffInbox($courseGroupId: ID!, $unreadOnly: Boolean, $search: String, $after: String) {
    staffInbox(courseGroupId: $courseGroupId, unreadOnly: $unreadOnly, search: $search, after: $after) {
      total unread nextCursor
      entries {
        __typename
        ... on InboxText {
          id childId childName username lessonReached kind text sentAt readAt
          replies { message senderName createdAt }
        }
        ... on TeacherRecording {
          id childId childName username lessonNumber surahNumber ayahFrom ayahTo wordFrom wordTo durationMs
          audioUrl sentAt readAt replies { message senderName createdAt }
        }
      }
    }
  }
`);

export type InboxFilter = { unreadOnly: boolean; search: string };

/**
 * The group's inbox a page at a time (the server's keyset: each page names where the next begins). The page on
 * screen stays while another filter or search loads: its counts are the group's, whatever is filtered.
 */
export const staffInboxQuery = (courseGroupId: string, filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'inbox', filter],
    queryFn: ({ pageParam }) => request(getStaffInbox, { courseGroupId, ...filter, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.staffInbox.nextCursor,
    placeholderData: keepPreviousData,
  });
