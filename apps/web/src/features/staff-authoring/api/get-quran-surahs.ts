import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { quranScope } from '../../../lib/query-keys.ts';

export const getQuranSurahs = graphql(`
  query getQuranSurahs {
    quranSurahs { number name meaning verseCount }
  }
`);

export const quranSurahsQuery = () =>
  queryOptions({
    queryKey: [...quranScope(), 'surahs'],
    queryFn: () => request(getQuranSurahs),
    select: (data) => data.quranSurahs,
    staleTime: Number.POSITIVE_INFINITY,
  });
