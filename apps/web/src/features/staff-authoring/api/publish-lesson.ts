import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const publishLesson = graphql(`
  mutation publishLesson($lessonId: ID!) {
    publishLesson(lessonId: $lessonId) { id version }
  }
`);

export const usePublishLesson = () => useStaffChange((lessonId: string) => request(publishLesson, { lessonId }));
