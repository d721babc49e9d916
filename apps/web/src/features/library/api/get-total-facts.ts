import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getTotalFacts = graphql(`
  query getTotalFacts($userChildId: ID!) {
    totalFacts(userChildId: $userChildId)
  }
`);

/** How many facts the course has; the fact of the week is chosen by it (get-fact-of-the-week.ts). */
export const countFacts = async (userChildId: string) => (await request(getTotalFacts, { userChildId })).totalFacts;
