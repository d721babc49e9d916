import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { FavouritesInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

export const updateUserChild = graphql(`
  mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {
    updateUserChild(userChildId: $userChildId, child: $child, details: $details) {
      child { id name }
    }
  }
`);

export function useUpdateUserChild(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { name: string; details: FavouritesInput }) =>
      request(updateUserChild, { userChildId, child: { name: values.name }, details: values.details }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childScope(userChildId) }),
  });
}
