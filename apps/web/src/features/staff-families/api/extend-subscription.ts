import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const extendSubscription = graphql(`
  mutation extendSubscription($subscriptionId: ID!, $days: Int!, $reason: String!) {
    extendSubscription(subscriptionId: $subscriptionId, days: $days, reason: $reason) { id endsOn status }
  }
`);

export const useExtendSubscription = (subscriptionId: string) =>
  useStaffChange((values: { days: number; reason: string }) =>
    request(extendSubscription, { subscriptionId, ...values }),
  );
