import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

export const getAvatar = graphql(`
  query getAvatar($userChildId: ID!) {
    child(userChildId: $userChildId) { id avatar username name stars }
  }
`);

export const avatarQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childScope(userChildId), 'avatar'],
    queryFn: () => request(getAvatar, { userChildId }),
  });
