import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { userScope } from '../../../lib/query-keys.ts';

export const validatePincode = graphql(`
  mutation validatePincode($pincode: String!) {
    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }
  }
`);

export function useValidatePincode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pincode: string) => request(validatePincode, { pincode }),
    onSuccess: (result) => {
      if (result.validatePincode.isCorrect) return queryClient.invalidateQueries({ queryKey: userScope() });
    },
  });
}
