import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffAuthoringScope } from '../../../lib/query-keys.ts';

export const getStaffLessons = graphql(`
  query getStaffLessons {
    staffLessons { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }
  }
`);

export const staffLessonsQuery = () =>
  queryOptions({
    queryKey: [...staffAuthoringScope(), 'lessons'],
    queryFn: () => request(getStaffLessons),
    select: (data) => data.staffLessons,
  });
