import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { showLessonState } from '../../../family/api/get-user-child-data.ts';
import { graphql } from '../../../gql/gql.ts';
import type { ParentChildInput, ParentFavouritesInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const updateChildDetails = graphql(`
  mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {
    updateChildDetails(userChildId: $userChildId, input: $input, details: $details)
  }
`);

export const deleteUserChild = graphql(`
  mutation deleteUserChild($userChildId: ID!, $username: String!) {
    deleteUserChild(userChildId: $userChildId, username: $username)
  }
`);

export const unlockLesson = graphql(`
  mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {
    unlockLesson(userChildId: $userChildId, lessonId: $lessonId) { id isLocked lockReason isNew isNext }
  }
`);

export const lockLesson = graphql(`
  mutation lockLesson($userChildId: ID!, $lessonId: ID!) {
    lockLesson(userChildId: $userChildId, lessonId: $lessonId)
  }
`);

export const insertMessage = graphql(`
  mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {
    insertMessage(userChildId: $userChildId, title: $title, message: $message) { id }
  }
`);

/**
 * Any change a parent makes to a child: what the answer says is shown at once (`showAnswer`), and everything shown
 * about that child (and the family) is read again.
 */
function useChildChange<TVariables, TResult>(
  userChildId: string,
  send: (variables: TVariables) => Promise<TResult>,
  showAnswer?: (queryClient: QueryClient, answer: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      showAnswer?.(queryClient, answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['child', userChildId] }),
        queryClient.invalidateQueries({ queryKey: ['parent'] }),
        queryClient.invalidateQueries({ queryKey: ['subscription'] }),
      ]);
    },
  });
}

export const useUpdateChildDetails = (userChildId: string) =>
  useChildChange(userChildId, (variables: { input: ParentChildInput; details: ParentFavouritesInput }) =>
    request(updateChildDetails, { userChildId, ...variables }),
  );

export function useDeleteUserChild(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => request(deleteUserChild, { userChildId, username }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['child', userChildId] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['parent'] }),
        queryClient.invalidateQueries({ queryKey: ['subscription'] }),
      ]);
    },
  });
}

export const useUnlockLesson = (userChildId: string) =>
  useChildChange(
    userChildId,
    (lessonId: string) => request(unlockLesson, { userChildId, lessonId }),
    (queryClient, answer) => showLessonState(queryClient, userChildId, answer.unlockLesson),
  );

export const useLockLesson = (userChildId: string) =>
  useChildChange(userChildId, (lessonId: string) => request(lockLesson, { userChildId, lessonId }));

export const useInsertMessage = (userChildId: string) =>
  useChildChange(userChildId, (message: { title: string; message: string }) =>
    request(insertMessage, { userChildId, ...message }),
  );
