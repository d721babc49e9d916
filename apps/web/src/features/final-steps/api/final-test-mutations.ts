import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const upsertFinalTestResult = graphql(`
  mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {
    upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: $result) { id questionId result }
  }
`);

export const submitFinalTest = graphql(`
  mutation submitFinalTest($userChildId: ID!) {
    submitFinalTest(userChildId: $userChildId) { testSubmittedAt }
  }
`);

export const sendFinalMessage = graphql(`
  mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {
    sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) { finalMessage certificateAt }
  }
`);

function useFinalStepMutation<TVariables, TResult>(
  userChildId: string,
  send: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['child', userChildId, 'final-steps'] }),
  });
}

export const useSaveAnswer = (userChildId: string) =>
  useFinalStepMutation(userChildId, (variables: { questionId: string; result: string }) =>
    request(upsertFinalTestResult, { userChildId, ...variables }),
  );

export const useSubmitFinalTest = (userChildId: string) =>
  useFinalStepMutation(userChildId, () => request(submitFinalTest, { userChildId }));

export const useSendFinalMessage = (userChildId: string) =>
  useFinalStepMutation(userChildId, (finalMessage: string) => request(sendFinalMessage, { userChildId, finalMessage }));
