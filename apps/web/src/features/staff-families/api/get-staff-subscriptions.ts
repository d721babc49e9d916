import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SubscriptionStatus } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffScope } from '../../../lib/query-keys.ts';

export const getStaffSubscriptions = graphql(`
  query getStaffSubscriptions($page: Int!, $search: String!, $status: SubscriptionStatus) {
    staffSubscriptions(page: $page, search: $search, status: $status) {
      total pageSize
      subscriptions { id email parentName groupName { nl en } profileCount maxProfiles startsOn endsOn status }
    }
  }
`);

export type SubscriptionFilter = { page: number; search: string; status: SubscriptionStatus | null };

export const staffSubscriptionsQuery = (filter: SubscriptionFilter) =>
  queryOptions({
    queryKey: [...staffScope(), 'subscriptions', filter],
    queryFn: () => request(getStaffSubscriptions, filter),
    select: (data) => data.staffSubscriptions,
    // While a search is typed the table keeps the last answer instead of flashing empty.
    placeholderData: keepPreviousData,
  });
