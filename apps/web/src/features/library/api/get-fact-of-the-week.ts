import { queryOptions } from '@tanstack/react-query';
import { startPageRead } from '../../../family/api/get-start-page.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { weekNumber } from '../../../lib/iso-week.ts';
import { childScope } from '../../../lib/query-keys.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const factOfWeekPart = graphql(`
  fragment FactOfWeekPart on Query {
    factOfWeek(userChildId: $userChildId, week: $week) { id message { nl en } }
  }
`);

export const getFactOfWeek = graphql(`
  query getFactOfWeek($userChildId: ID!, $week: Int!) { ...FactOfWeekPart }
`);

/** The fact of this week: the course's facts in turn, the same all week for every child (spec: getFactOfTheWeek). */
export const factOfTheWeekQuery = (userChildId: string) => {
  const week = weekNumber(new Date());
  return queryOptions({
    queryKey: [...childScope(userChildId), 'fact', week],
    queryFn: () =>
      startPageRead.partOr(
        userChildId,
        'factOfWeek',
        (page) => page.factOfWeek,
        async () => (await request(getFactOfWeek, { userChildId, week })).factOfWeek,
      ),
    staleTime: 60 * 60 * 1000,
  });
};
