import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getMedia = graphql(`
  query getMedia($userChildId: ID!) {
    media(userChildId: $userChildId) {
      id kind number vimeoUrl videoUrl title { nl en }
    }
  }
`);

export const mediaQuery = (userChildId: string) =>
  queryOptions({
    queryKey: ['child', userChildId, 'library', 'media'],
    queryFn: async () => (await request(getMedia, { userChildId })).media,
    staleTime: 10 * 60 * 1000,
  });
