import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getGroupProgress = graphql(`
  query getGroupProgress($courseGroupId: ID!, $page: Int!) {
    groupProgress(courseGroupId: $courseGroupId) {
      childCount finalTestsHandedIn childPageSize
      childrenPerLesson { lessonNumber children }
      finishedPerWeek { weekStart lessons }
      children(page: $page) { userChildId name username lessonReached finishedLessons finalTest revisionBehind }
    }
  }
`);

/**
 * The group's figures with one page of its children's table. While another page of the same group comes, the one
 * shown stays; another group's figures never stand in for this one's.
 */
export const groupProgressQuery = (courseGroupId: string, page: number) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'progress', page],
    queryFn: () => request(getGroupProgress, { courseGroupId, page }),
    select: (data) => data.groupProgress,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.includes(courseGroupId) ? previous : undefined,
  });
