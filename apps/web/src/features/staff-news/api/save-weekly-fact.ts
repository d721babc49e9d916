import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const saveWeeklyFact = graphql(`
  mutation saveWeeklyFact($courseGroupId: ID!, $id: ID, $messageNl: String!, $messageEn: String!, $publishOn: String!) {
    saveWeeklyFact(
      courseGroupId: $courseGroupId, id: $id, messageNl: $messageNl, messageEn: $messageEn, publishOn: $publishOn
    ) { id }
  }
`);

export type WeeklyFactValues = { messageNl: string; messageEn: string; publishOn: string };

export const useSaveWeeklyFact = (courseGroupId: string, id: string | null) =>
  useStaffChange((values: WeeklyFactValues) => request(saveWeeklyFact, { courseGroupId, id, ...values }));
