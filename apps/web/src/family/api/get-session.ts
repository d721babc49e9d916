import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { sharedRead } from '../../lib/shared-read.ts';

/** What this browser acts as (the family or the institute's staff), read with the family's first data. */
export const sessionPart = graphql(`
  fragment SessionPart on Query {
    session { actingAs staffKind hasFamily firstName }
  }
`);

export const getSession = graphql(`
  query getSession { ...SessionPart }
`);

/**
 * Who is here and the family's first data in one request (lib/shared-read.ts): the session, the parent's account
 * (get-user.ts) and the family's subscription (get-subscription.ts) take their parts. Staff without a family are
 * refused the family's parts: each then asks alone.
 */
export const getSignedIn = graphql(`
  query getSignedIn {
    ...SessionPart
    ...ViewerPart
    ...SubscriptionPart
  }
`);

/** The one read as the app starts; its key is the page load's. */
export const signedInRead = sharedRead((_pageLoad: 'page-load') => request(getSignedIn));
