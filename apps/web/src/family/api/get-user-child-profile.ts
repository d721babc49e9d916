import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { childProfileScope } from '../../lib/query-keys.ts';

export const getUserChildProfile = graphql(`
  query getUserChildProfile($userChildId: ID!) {
    childProfile(userChildId: $userChildId) {
      child { id name username avatar stars createdAt }
      favourites { ...FavouriteFields }
      aboutMeSentAt
    }
  }
`);

export const childProfileQuery = (userChildId: string) =>
  queryOptions({
    queryKey: childProfileScope(userChildId),
    queryFn: async () => (await request(getUserChildProfile, { userChildId })).childProfile,
  });
