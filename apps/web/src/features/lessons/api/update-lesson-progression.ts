import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const updateLessonProgression = graphql(`
  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {
    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {
      percentage timeProgress finished
    }
  }
`);

export const saveWatchedSeconds = (userChildId: string, lessonId: string, timeProgress: number) =>
  request(updateLessonProgression, { userChildId, lessonId, timeProgress });
