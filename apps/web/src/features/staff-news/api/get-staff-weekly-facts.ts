import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getStaffWeeklyFacts = graphql(`
  query getStaffWeeklyFacts($courseGroupId: ID!) {
    staffWeeklyFacts(courseGroupId: $courseGroupId) { id sequence state publishOn updatedAt message { nl en } }
  }
`);

export const staffWeeklyFactsQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'weekly-facts'],
    queryFn: () => request(getStaffWeeklyFacts, { courseGroupId }),
    select: (data) => data.staffWeeklyFacts,
  });
