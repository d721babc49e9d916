import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffScope } from '../../../lib/query-keys.ts';
import { useStaffChange } from './staff-change.ts';

export const getStaffMembers = graphql(`
  query getStaffMembers {
    staffMembers { userId firstName lastName email kind groupIds }
  }
`);

export const assignTeacher = graphql(`
  mutation assignTeacher($userId: ID!, $courseGroupId: ID!, $assigned: Boolean!) {
    assignTeacher(userId: $userId, courseGroupId: $courseGroupId, assigned: $assigned) { assigned }
  }
`);

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: [...staffScope(), 'members'],
    queryFn: () => request(getStaffMembers),
    select: (data) => data.staffMembers,
  });

export const useAssignTeacher = () =>
  useStaffChange((change: { userId: string; courseGroupId: string; assigned: boolean }) =>
    request(assignTeacher, change),
  );
