import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';
import type { LessonTexts } from './lesson-texts.ts';

export const saveLessonDraft = graphql(`
  mutation saveLessonDraft($lessonId: ID, $lesson: JSON!) {
    saveLessonDraft(lessonId: $lessonId, lesson: $lesson) { id hasDraft }
  }
`);

export const useSaveLessonDraft = (lessonId: string | null) =>
  useStaffChange((lesson: LessonTexts) => request(saveLessonDraft, { lessonId, lesson }));
