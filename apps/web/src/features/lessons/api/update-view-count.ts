import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const updateViewCount = graphql(`
  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {
    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }
  }
`);

export const countLessonView = (userChildId: string, lessonId: string) =>
  request(updateViewCount, { userChildId, lessonId });
