import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childLibraryScope } from '../../../lib/query-keys.ts';

export const getLibraryShelves = graphql(`
  query getLibraryShelves($userChildId: ID!) {
    libraryShelves(userChildId: $userChildId) { recitationCount videoCount }
  }
`);

export const libraryShelvesQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childLibraryScope(userChildId), 'shelves'],
    queryFn: async () => (await request(getLibraryShelves, { userChildId })).libraryShelves,
    staleTime: 10 * 60 * 1000,
  });
