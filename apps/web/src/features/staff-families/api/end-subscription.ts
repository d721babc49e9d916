import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const endSubscription = graphql(`
  mutation endSubscription($subscriptionId: ID!, $reason: String!) {
    endSubscription(subscriptionId: $subscriptionId, reason: $reason) { id endsOn status }
  }
`);

export const useEndSubscription = (subscriptionId: string) =>
  useStaffChange((values: { reason: string }) => request(endSubscription, { subscriptionId, ...values }));
