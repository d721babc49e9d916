import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getStaffAnnouncements = graphql(`
  query getStaffAnnouncements($courseGroupId: ID!) {
    staffAnnouncements(courseGroupId: $courseGroupId) {
      id state publishOn showUntil updatedAt title { nl en } description { nl en }
    }
  }
`);

export const staffAnnouncementsQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'announcements'],
    queryFn: () => request(getStaffAnnouncements, { courseGroupId }),
    select: (data) => data.staffAnnouncements,
  });
