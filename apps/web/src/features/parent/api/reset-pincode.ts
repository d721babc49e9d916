import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../../family/api/get-user.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const resetPincode = graphql(`
  mutation resetPincode($newSecretKey: String!) {
    resetPincode(newSecretKey: $newSecretKey) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }
  }
`);

/** Replaces a forgotten pincode, shortly after a fresh sign-in at the provider. */
export function useResetPincode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newSecretKey: string) => request(resetPincode, { newSecretKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery().queryKey }),
  });
}
