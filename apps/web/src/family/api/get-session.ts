import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { sharedRead } from '../../lib/shared-read.ts';

/** What this browser acts as (the family or the institute's staff), read with the family's first data. */
export const getSession = graphql(`
  query getSession {
    session { actingAs staffKind hasFamily firstName }
  }
`);

/**
 * Who is here and the family's first data in one request (lib/shared-read.ts): the session, the parent's account
 * (get-user.ts) and the family's subscription (get-subscription.ts) take their parts. Staff without a family are
 * refused the family's parts: each then asks alone.
 */
export const getSignedIn = graphql(`
  query getSignedIn {
    session { actingAs staffKind hasFamily firstName }
    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }
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

/** The one read as the app starts; its key is the page load's. */
export const signedInRead = sharedRead((_pageLoad: 'page-load') => request(getSignedIn));
