import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';
import { useChildChange } from './child-change.ts';

export const getChildMaySendRecordings = graphql(`
  query getChildMaySendRecordings($userChildId: ID!) {
    childMaySendRecordings(userChildId: $userChildId)
    recordingRetention {
      daysAfterHeard
      daysUnheard
    }
  }
`);

export const setChildMaySendRecordings = graphql(`
  mutation setChildMaySendRecordings($userChildId: ID!, $allowed: Boolean!) {
    setChildMaySendRecordings(userChildId: $userChildId, allowed: $allowed)
  }
`);

export const maySendRecordingsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...parentChildScope(userChildId), 'may-send-recordings'],
    queryFn: async () => {
      const answer = await request(getChildMaySendRecordings, { userChildId });
      return { allowed: answer.childMaySendRecordings, retention: answer.recordingRetention };
    },
  });

export const useSetChildMaySendRecordings = (userChildId: string) =>
  useChildChange(userChildId, (allowed: boolean) => request(setChildMaySendRecordings, { userChildId, allowed }));
