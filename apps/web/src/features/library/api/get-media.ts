import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childLibraryScope } from '../../../lib/query-keys.ts';

export const getMedia = graphql(`
  query getMedia($userChildId: ID!) {
    media(userChildId: $userChildId) {
      id kind number vimeoUrl videoUrl title { nl en }
    }
  }
`);

export const mediaQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childLibraryScope(userChildId), 'media'],
    queryFn: async () => (await request(getMedia, { userChildId })).media,
    staleTime: 10 * 60 * 1000,
  });
