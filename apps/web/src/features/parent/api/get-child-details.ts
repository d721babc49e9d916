import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childProfileScope } from '../../../lib/query-keys.ts';

export const getChildDetails = graphql(`
  query getChildDetails($userChildId: ID!) {
    childProfile(userChildId: $userChildId) {
      child { id name username avatar gender dateOfBirth openProfile }
      favourites { ...FavouriteFields }
      aboutMeSentAt
    }
  }
`);

export const childDetailsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childProfileScope(userChildId), 'details'],
    queryFn: async () => (await request(getChildDetails, { userChildId })).childProfile,
  });
