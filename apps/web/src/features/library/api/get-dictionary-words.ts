import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childLibraryScope } from '../../../lib/query-keys.ts';

export const getDictionaryWords = graphql(`
  query getDictionaryWords($userChildId: ID!) {
    dictionaryWords(userChildId: $userChildId) {
      id character word characterName { nl en } meaning { nl en }
    }
  }
`);

export const dictionaryWordsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childLibraryScope(userChildId), 'dictionaryWords'],
    queryFn: async () => (await request(getDictionaryWords, { userChildId })).dictionaryWords,
    staleTime: 10 * 60 * 1000,
  });
