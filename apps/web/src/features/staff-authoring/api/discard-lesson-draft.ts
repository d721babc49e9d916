import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const discardLessonDraft = graphql(`
  mutation discardLessonDraft($lessonId: ID!) {
    discardLessonDraft(lessonId: $lessonId) { id }
  }
`);

export const useDiscardLessonDraft = () =>
  useStaffChange((lessonId: string) => request(discardLessonDraft, { lessonId }));
