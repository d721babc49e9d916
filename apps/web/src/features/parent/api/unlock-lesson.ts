import { showLessonState } from '../../../family/api/get-user-child-data.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useChildChange } from './child-change.ts';

export const unlockLesson = graphql(`
  mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {
    unlockLesson(userChildId: $userChildId, lessonId: $lessonId) { id isLocked lockReason isNew isNext }
  }
`);

export const useUnlockLesson = (userChildId: string) =>
  useChildChange(
    userChildId,
    (lessonId: string) => request(unlockLesson, { userChildId, lessonId }),
    (queryClient, answer) => showLessonState(queryClient, userChildId, answer.unlockLesson),
  );
