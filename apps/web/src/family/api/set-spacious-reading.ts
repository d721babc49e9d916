import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { childScope, parentChildScope } from '../../lib/query-keys.ts';

export const setSpaciousReading = graphql(`
  mutation setSpaciousReading($userChildId: ID!, $on: Boolean!) {
    setSpaciousReading(userChildId: $userChildId, on: $on) { id spaciousReading }
  }
`);

/** "Ruim lezen" on or off for the child, on every device it uses. */
export function useSetSpaciousReading(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => request(setSpaciousReading, { userChildId, on }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: childScope(userChildId) }),
        queryClient.invalidateQueries({ queryKey: parentChildScope(userChildId) }),
      ]),
  });
}
