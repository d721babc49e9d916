import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffScope } from '../../../lib/query-keys.ts';

export const getStaffAudit = graphql(`
  query getStaffAudit($page: Int!) {
    staffAudit(page: $page) { total pageSize entries { id createdAt actor action subject details } }
  }
`);

export const staffAuditQuery = (page: number) =>
  queryOptions({
    queryKey: [...staffScope(), 'audit', page],
    queryFn: () => request(getStaffAudit, { page }),
    select: (data) => data.staffAudit,
    placeholderData: keepPreviousData,
  });
