import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getStaffInbox = graphql(`
  query getStaffInbox($courseGroupId: ID!) {
    staffInbox(courseGroupId: $courseGroupId) {
      childId childName username lessonReached kind text sentAt readAt
      replies { message senderName createdAt }
    }
  }
`);

export const staffInboxQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'inbox'],
    queryFn: () => request(getStaffInbox, { courseGroupId }),
    select: (data) => data.staffInbox,
  });
