import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import { readOrCopy } from '../../../offline/device-copies.ts';

export const getAvatar = graphql(`
  query getAvatar($userChildId: ID!) {
    child(userChildId: $userChildId) { id avatar username name stars spaciousReading }
  }
`);

export const avatarQuery = (userChildId: string) => {
  const queryKey = [...childScope(userChildId), 'avatar'];
  return queryOptions({ queryKey, queryFn: () => readOrCopy(queryKey, () => request(getAvatar, { userChildId })) });
};
