import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type { GetUserChildDataQuery } from '../../gql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { childScope } from '../../lib/query-keys.ts';
import { readOrCopy } from '../../offline/device-copies.ts';
import { overviewWithPending, pendingAchievements } from '../../offline/pending-progress.ts';
import { startPageRead } from './get-start-page.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const childLessonsPart = graphql(`
  fragment ChildLessonsPart on Query {
    childLessons(userChildId: $userChildId) {
      stars
      starTarget
      lessons {
        id lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished
        name { nl en }
        label { nl en }
        description { nl en }
        achievements { id type accomplishedAt }
      }
    }
  }
`);

export const getUserChildData = graphql(`
  query getUserChildData($userChildId: ID!) { ...ChildLessonsPart }
`);

/** The overview, offline from its copy; what the child did here and the server has not heard of yet counted in. */
export const childLessonsQuery = (userChildId: string) => {
  const queryKey = [...childScope(userChildId), 'lessons'];
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const [data, pending] = await Promise.all([
        readOrCopy(queryKey, () =>
          startPageRead.partOr(
            userChildId,
            'childLessons',
            ({ childLessons }) => ({ childLessons }),
            () => request(getUserChildData, { userChildId }),
          ),
        ),
        pendingAchievements(userChildId),
      ]);
      return { ...data, childLessons: overviewWithPending(data.childLessons, pending) };
    },
  });
};

type LessonState = Pick<
  GetUserChildDataQuery['childLessons']['lessons'][number],
  'id' | 'isLocked' | 'lockReason' | 'isNew' | 'isNext'
>;

/**
 * Writes a lesson's new lock state, as the server answered it, into the cached overview at once: read again after
 * a change, the overview would show the old state until its new answer arrives.
 */
export function showLessonState(queryClient: QueryClient, userChildId: string, lesson: LessonState) {
  const { queryKey } = childLessonsQuery(userChildId);
  queryClient.setQueryData(queryKey, (data) =>
    data === undefined
      ? undefined
      : {
          ...data,
          childLessons: {
            ...data.childLessons,
            lessons: data.childLessons.lessons.map((cached) =>
              cached.id === lesson.id ? { ...cached, ...lesson } : cached,
            ),
          },
        },
  );
}
