import { infiniteQueryOptions } from '@tanstack/react-query';
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
          audioUrl contentType sentAt readAt replies { message senderName createdAt }
        }
      }
    }
  }
`);

export type InboxFilter = { unreadOnly: boolean; search: string };

/**
 * The group's inbox a page at a time (the server's keyset: each page names where the next begins). The list on
 * screen stays while another filter or search of the same group loads: its counts are the group's either way.
 */
export const staffInboxQuery = (courseGroupId: string, filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'inbox', filter],
    queryFn: ({ pageParam }) => request(getStaffInbox, { courseGroupId, ...filter, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.staffInbox.nextCursor,
    // Another group's page is never shown in this one's place.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === courseGroupId ? previous : undefined),
  });
