import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { userScope } from '../../../lib/query-keys.ts';

export const updateUnlockKey = graphql(`
  mutation updateUnlockKey($currentSecretKey: String, $newSecretKey: String!) {
    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {
      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil
    }
  }
`);

export function useUpdateUnlockKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { currentSecretKey?: string; newSecretKey: string }) => request(updateUnlockKey, variables),
    onSuccess: (result) => {
      if (result.updateUnlockKey.isCorrect) return queryClient.invalidateQueries({ queryKey: userScope() });
    },
  });
}
