import { graphql } from '../../../gql/gql.ts';

/** A new lesson's starting point for a surah, in the same shape as a saved one (get-staff-lesson.ts reads it). */
export const getStaffNewLesson = graphql(`
  query getStaffNewLesson($surah: Int!) {
    staffNewLesson(surah: $surah) {
      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }
      lesson imageUrl surahWords
      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }
      versions { version publishedAt publishedBy changedFields }
    }
  }
`);
