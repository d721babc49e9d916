import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { staffScope } from '../../lib/query-keys.ts';

export const getStaffGroups = graphql(`
  query getStaffGroups {
    staffGroups { id name { nl en } courseName { nl en } }
  }
`);

export const staffGroupsQuery = () =>
  queryOptions({ queryKey: [...staffScope(), 'groups'], queryFn: () => request(getStaffGroups) });
