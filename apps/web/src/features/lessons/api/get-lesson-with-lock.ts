import { queryOptions } from '@tanstack/react-query';
import { lessonPageRead } from '../../../family/api/get-lesson-page.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import { readOrCopy } from '../../../offline/device-copies.ts';
import { pendingAchievements, withPendingAchievements } from '../../../offline/pending-progress.ts';
import { isLessonSaved } from '../../../offline/saved-lessons.ts';

/** This part of the lesson page's one read (get-lesson-page.ts spreads it), written once. */
export const lessonPart = graphql(`
  fragment LessonPart on Query {
    lesson(userChildId: $userChildId, lessonId: $lessonId) {
      id lessonNumber surahNumber isLocked lockReason finished percentage
      name { nl en }
      label { nl en }
      achievements { id type accomplishedAt }
      content {
        text { nl en }
        vimeoUrl videoUrl imageUrl
        verses {
          id ayahNumber verse pronunciation simplePronunciation { nl en } translation { nl en } audioUrl
          wordTimings { startMs endMs }
        }
        words { id word meaning { nl en } }
        quiz { question { nl en } options { nl en } answer }
      }
    }
  }
`);

export const getLessonWithLock = graphql(`
  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) { ...LessonPart }
`);

/**
 * A lesson; offline, the copy "save for offline" kept (and every online read of a saved lesson renews), with what
 * the child did here and the server has not heard of yet counted in.
 */
export const lessonQuery = (userChildId: string, lessonId: string) => {
  const queryKey = [...childScope(userChildId), 'lesson', lessonId];
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const alone = () => request(getLessonWithLock, { userChildId, lessonId });
      // The page's read is the child's, started for the lesson opened: another lesson asks alone.
      const read = async () => {
        const shared = await lessonPageRead.partOr(userChildId, 'lesson', ({ lesson }) => ({ lesson }), alone);
        return shared.lesson.id === lessonId ? shared : alone();
      };
      const [data, pending] = await Promise.all([
        readOrCopy(queryKey, read, () => isLessonSaved(userChildId, lessonId)),
        pendingAchievements(userChildId),
      ]);
      return { lesson: withPendingAchievements(data.lesson, pending) };
    },
  });
};
