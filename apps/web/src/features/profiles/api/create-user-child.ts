import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CreateUserChildInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { subscriptionScope } from '../../../lib/query-keys.ts';

export const createUserChild = graphql(`
  mutation createUserChild($input: CreateUserChildInput!) {
    createUserChild(input: $input) { id username name avatar stars }
  }
`);

export function useCreateUserChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserChildInput) => request(createUserChild, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionScope() }),
  });
}
