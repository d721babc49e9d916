import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { subscriptionScope } from '../../lib/query-keys.ts';
import { readOrCopy } from '../../offline/device-copies.ts';
import { signedInRead } from './get-session.ts';

/** This part of the first read (getSignedIn, get-session.ts spreads it), written once. */
export const subscriptionPart = graphql(`
  fragment SubscriptionPart on Query {
    subscription {
      id startsOn endsOn isActive isTrial maxProfiles
      course { id name { nl en } }
      teacherName
      children { id username name avatar stars }
    }
    settings {
      instituteName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl
    }
  }
`);

export const getSubscription = graphql(`
  query getSubscription { ...SubscriptionPart }
`);

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionScope(),
    queryFn: () =>
      readOrCopy(subscriptionScope(), () =>
        signedInRead.partOr(
          'page-load',
          'subscription',
          ({ subscription, settings }) => ({ subscription, settings }),
          () => request(getSubscription),
        ),
      ),
  });
