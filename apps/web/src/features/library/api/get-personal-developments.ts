import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childLibraryScope } from '../../../lib/query-keys.ts';

export const getPersonalDevelopments = graphql(`
  query getPersonalDevelopments($userChildId: ID!) {
    personalDevelopments(userChildId: $userChildId) {
      id chapter image vimeoUrl title { nl en } subtitle { nl en } text { nl en }
      attachment { id title { nl en } files { language filename fileType sizeBytes url } }
    }
  }
`);

export const personalDevelopmentsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childLibraryScope(userChildId), 'personalDevelopments'],
    queryFn: async () => (await request(getPersonalDevelopments, { userChildId })).personalDevelopments,
    staleTime: 10 * 60 * 1000,
  });
