import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentAccountQuery } from './get-parent-account.ts';

export const updateRelationToKid = graphql(`
  mutation updateRelationToKid($relationToKid: String!) {
    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }
  }
`);

export function useUpdateRelationToKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relationToKid: string) => request(updateRelationToKid, { relationToKid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentAccountQuery().queryKey }),
  });
}
