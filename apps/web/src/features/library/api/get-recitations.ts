import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childLibraryScope } from '../../../lib/query-keys.ts';

export const getRecitations = graphql(`
  query getRecitations($userChildId: ID!) {
    recitations(userChildId: $userChildId) {
      id surahNumber image vimeoUrl title { nl en }
      verses { ayahNumber verse pronunciation simplePronunciation { nl en } audioUrl wordTimings { startMs endMs } }
    }
  }
`);

export const recitationsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childLibraryScope(userChildId), 'recitations'],
    queryFn: async () => (await request(getRecitations, { userChildId })).recitations,
    staleTime: 10 * 60 * 1000,
  });
