import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';

export const getUserChildrenUnlockables = graphql(`
  query getUserChildrenUnlockables($userChildId: ID!) {
    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }
  }
`);

/** The final steps opened for the child, each with when it opened (parent area). */
export const userChildrenUnlockablesQuery = (userChildId: string) =>
  queryOptions({
    // Under the child's parent-area key, so setting or taking back the final test reads it again.
    queryKey: [...parentChildScope(userChildId), 'unlockables'],
    queryFn: async () => (await request(getUserChildrenUnlockables, { userChildId })).userChildrenUnlockables,
  });
