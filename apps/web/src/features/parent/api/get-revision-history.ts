import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';

export const getRevisionHistory = graphql(`
  query getRevisionHistory($userChildId: ID!) {
    revisionHistory(userChildId: $userChildId) {
      passage { lessonId due minutes name { nl en } }
      recallNow
      reviews { id grade gradedBy reviewedAt recallBefore correctedGrade correctedBy }
    }
    childRevision(userChildId: $userChildId) { minutesPerDay daysPerWeek }
    child(userChildId: $userChildId) { id spaciousReading }
  }
`);

export const revisionHistoryQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...parentChildScope(userChildId), 'revision'],
    queryFn: () => request(getRevisionHistory, { userChildId }),
  });
