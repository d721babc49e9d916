import { graphql } from '../../../gql/gql.ts';
import type { PublicationChange } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const setWeeklyFactState = graphql(`
  mutation setWeeklyFactState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {
    setWeeklyFactState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }
  }
`);

export const useSetWeeklyFactState = (courseGroupId: string) =>
  useStaffChange((change: { id: string; state: PublicationChange }) =>
    request(setWeeklyFactState, { courseGroupId, ...change }),
  );
