import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import { countFacts } from './get-total-facts.ts';

export const getFactOfTheWeek = graphql(`
  query getFactOfTheWeek($userChildId: ID!, $sequence: Int!) {
    factOfTheWeek(userChildId: $userChildId, sequence: $sequence) { id message { nl en } }
  }
`);

/** ISO week number: the same fact all week, for every child. */
export function weekNumber(day: Date): number {
  const date = new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  return Math.ceil(((date.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
}

/** The fact of this week: week number modulo the number of facts (spec: getTotalFacts, getFactOfTheWeek). */
export const factOfTheWeekQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childScope(userChildId), 'fact', weekNumber(new Date())],
    queryFn: async () => {
      const totalFacts = await countFacts(userChildId);
      if (totalFacts === 0) return null;
      const sequence = (weekNumber(new Date()) % totalFacts) + 1;
      return (await request(getFactOfTheWeek, { userChildId, sequence })).factOfTheWeek;
    },
    staleTime: 60 * 60 * 1000,
  });
