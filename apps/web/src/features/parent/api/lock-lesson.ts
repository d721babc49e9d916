import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useChildChange } from './child-change.ts';

export const lockLesson = graphql(`
  mutation lockLesson($userChildId: ID!, $lessonId: ID!) {
    lockLesson(userChildId: $userChildId, lessonId: $lessonId)
  }
`);

export const useLockLesson = (userChildId: string) =>
  useChildChange(userChildId, (lessonId: string) => request(lockLesson, { userChildId, lessonId }));
