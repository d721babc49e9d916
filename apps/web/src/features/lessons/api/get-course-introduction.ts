import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';

export const getCourseIntroduction = graphql(`
  query getCourseIntroduction($userChildId: ID!) {
    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl hasLessonVideos }
  }
`);

export const courseIntroductionQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childScope(userChildId), 'introduction'],
    queryFn: () => request(getCourseIntroduction, { userChildId }),
    staleTime: 60 * 60 * 1000,
  });
