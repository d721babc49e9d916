import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffScope } from '../../../lib/query-keys.ts';

export const getStaffMembers = graphql(`
  query getStaffMembers {
    staffMembers { userId firstName lastName email kind groupIds }
  }
`);

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: [...staffScope(), 'members'],
    queryFn: () => request(getStaffMembers),
    select: (data) => data.staffMembers,
  });
