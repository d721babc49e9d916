import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childLibraryScope } from '../../../lib/query-keys.ts';

export const getLibraryDownloads = graphql(`
  query getLibraryDownloads($userChildId: ID!) {
    libraryDownloads(userChildId: $userChildId) {
      id createdAt title { nl en }
      files { language filename fileType sizeBytes url }
    }
  }
`);

export const libraryDownloadsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childLibraryScope(userChildId), 'libraryDownloads'],
    queryFn: async () => (await request(getLibraryDownloads, { userChildId })).libraryDownloads,
    staleTime: 10 * 60 * 1000,
  });
