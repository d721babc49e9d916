import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';

export const getGroupProgress = graphql(`
  query getGroupProgress($courseGroupId: ID!) {
    groupProgress(courseGroupId: $courseGroupId) {
      childCount finalTestsHandedIn
      childrenPerLesson { lessonNumber children }
      finishedPerWeek { weekStart lessons }
      children { userChildId name username lessonReached finishedLessons finalTest revisionBehind }
    }
  }
`);

export const groupProgressQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'progress'],
    queryFn: () => request(getGroupProgress, { courseGroupId }),
    select: (data) => data.groupProgress,
  });
