import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffAuthoringScope } from '../../../lib/query-keys.ts';

export const getContentSources = graphql(`
  query getContentSources {
    contentSources { key kind name notice licence url importedAt }
  }
`);

export const contentSourcesQuery = () =>
  queryOptions({
    queryKey: [...staffAuthoringScope(), 'sources'],
    queryFn: () => request(getContentSources),
    select: (data) => data.contentSources,
  });
