import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showLessonState } from '../../../family/api/get-user-child-data.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

export const unlockLessonWithPincode = graphql(`
  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: String!) {
    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {
      pincode { isCorrect attemptsLeft lockedUntil }
      lesson { id isLocked lockReason isNew isNext }
    }
  }
`);

export function useUnlockLessonWithPincode(userChildId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pincode: string) => request(unlockLessonWithPincode, { userChildId, lessonId, pincode }),
    onSuccess: ({ unlockLessonWithPincode: result }) => {
      if (result.lesson.isLocked) return;
      showLessonState(queryClient, userChildId, result.lesson);
      return queryClient.invalidateQueries({ queryKey: childScope(userChildId) });
    },
  });
}
