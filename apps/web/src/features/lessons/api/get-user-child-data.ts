import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getUserChildData = graphql(`
  query getUserChildData($userChildId: ID!) {
    childLessons(userChildId: $userChildId) {
      stars
      starTarget
      lessons {
        id sequence lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished
        name { nl en }
        label { nl en }
        description { nl en }
        achievements { id type accomplishedAt }
      }
    }
  }
`);

export const childLessonsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: ['child', userChildId, 'lessons'],
    queryFn: () => request(getUserChildData, { userChildId }),
  });
