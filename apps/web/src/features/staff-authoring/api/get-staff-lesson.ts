import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffAuthoringScope } from '../../../lib/query-keys.ts';
import { getStaffNewLesson } from './get-staff-new-lesson.ts';
import type { EditorData, LessonTexts } from './lesson-texts.ts';

export const getStaffLesson = graphql(`
  query getStaffLesson($lessonId: ID!) {
    staffLesson(lessonId: $lessonId) {
      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }
      lesson imageUrl surahWords
      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }
      versions { version publishedAt publishedBy changedFields }
    }
  }
`);

/** A saved lesson's editor, or a new lesson's for a surah. */
export const lessonEditorQuery = (lessonId: string | null, surah: number) =>
  queryOptions({
    queryKey: [...staffAuthoringScope(), 'lesson', lessonId ?? `new-${surah}`],
    queryFn: async () =>
      lessonId
        ? (await request(getStaffLesson, { lessonId })).staffLesson
        : (await request(getStaffNewLesson, { surah })).staffNewLesson,
    select: (data): EditorData => ({ ...data, lesson: data.lesson as LessonTexts }),
  });
