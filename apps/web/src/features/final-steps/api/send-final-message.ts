import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childFinalStepsScope } from '../../../lib/query-keys.ts';

export const sendFinalMessage = graphql(`
  mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {
    sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) { finalMessage certificateAt }
  }
`);

export function useSendFinalMessage(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (finalMessage: string) => request(sendFinalMessage, { userChildId, finalMessage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childFinalStepsScope(userChildId) }),
  });
}
