import { graphql } from '../../../gql/gql.ts';
import type { PublicationChange } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const setAnnouncementState = graphql(`
  mutation setAnnouncementState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {
    setAnnouncementState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }
  }
`);

export const useSetAnnouncementState = (courseGroupId: string) =>
  useStaffChange((change: { id: string; state: PublicationChange }) =>
    request(setAnnouncementState, { courseGroupId, ...change }),
  );
