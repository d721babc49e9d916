import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { PublicationChange } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';
import { useStaffChange } from './staff-change.ts';

export const getStaffWeeklyFacts = graphql(`
  query getStaffWeeklyFacts($courseGroupId: ID!) {
    staffWeeklyFacts(courseGroupId: $courseGroupId) { id sequence state publishOn updatedAt message { nl en } }
  }
`);

export const saveWeeklyFact = graphql(`
  mutation saveWeeklyFact($courseGroupId: ID!, $id: ID, $messageNl: String!, $messageEn: String!, $publishOn: String!) {
    saveWeeklyFact(
      courseGroupId: $courseGroupId, id: $id, messageNl: $messageNl, messageEn: $messageEn, publishOn: $publishOn
    ) { id }
  }
`);

export const setWeeklyFactState = graphql(`
  mutation setWeeklyFactState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {
    setWeeklyFactState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }
  }
`);

export const staffWeeklyFactsQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'weekly-facts'],
    queryFn: () => request(getStaffWeeklyFacts, { courseGroupId }),
    select: (data) => data.staffWeeklyFacts,
  });

export type WeeklyFactValues = { messageNl: string; messageEn: string; publishOn: string };

export const useSaveWeeklyFact = (courseGroupId: string, id: string | null) =>
  useStaffChange((values: WeeklyFactValues) => request(saveWeeklyFact, { courseGroupId, id, ...values }));

export const useSetWeeklyFactState = (courseGroupId: string) =>
  useStaffChange((change: { id: string; state: PublicationChange }) =>
    request(setWeeklyFactState, { courseGroupId, ...change }),
  );
