import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';

export const getChildProgression = graphql(`
  query getChildProgression($userChildId: ID!) {
    childProgression(userChildId: $userChildId) {
      lessons {
        lessonId lessonNumber percentage timeProgress viewCount finished finishedAt tasks tasksDone hasVideo
        name { nl en }
      }
      weeks { week tasks }
    }
  }
`);

export const childProgressionQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...parentChildScope(userChildId), 'progression'],
    queryFn: async () => (await request(getChildProgression, { userChildId })).childProgression,
  });
