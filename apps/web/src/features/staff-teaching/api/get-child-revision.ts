import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffScope } from '../../../lib/query-keys.ts';

export const getTeacherChildRevision = graphql(`
  query getTeacherChildRevision($userChildId: ID!) {
    teacherChildRevision(userChildId: $userChildId) {
      name username
      passages {
        passage { lessonId due name { nl en } }
        recallNow
        reviews { id grade gradedBy reviewedAt correctedGrade correctedBy }
      }
    }
  }
`);

export const teacherChildRevisionQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...staffScope(), 'revision', userChildId],
    queryFn: () => request(getTeacherChildRevision, { userChildId }),
    select: (data) => data.teacherChildRevision,
  });
