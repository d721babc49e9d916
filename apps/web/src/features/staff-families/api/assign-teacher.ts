import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const assignTeacher = graphql(`
  mutation assignTeacher($userId: ID!, $courseGroupId: ID!, $assigned: Boolean!) {
    assignTeacher(userId: $userId, courseGroupId: $courseGroupId, assigned: $assigned) { assigned }
  }
`);

export const useAssignTeacher = () =>
  useStaffChange((change: { userId: string; courseGroupId: string; assigned: boolean }) =>
    request(assignTeacher, change),
  );
