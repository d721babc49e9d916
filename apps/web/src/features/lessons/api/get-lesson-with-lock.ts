import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

export const getLessonWithLock = graphql(`
  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {
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

export const lessonQuery = (userChildId: string, lessonId: string) =>
  queryOptions({
    queryKey: [...childScope(userChildId), 'lesson', lessonId],
    queryFn: () => request(getLessonWithLock, { userChildId, lessonId }),
  });
