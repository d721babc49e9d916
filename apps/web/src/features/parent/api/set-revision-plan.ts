import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope, parentChildScope } from '../../../lib/query-keys.ts';

export const setRevisionPlan = graphql(`
  mutation setRevisionPlan($userChildId: ID!, $minutesPerDay: Int!, $daysPerWeek: Int!) {
    setRevisionPlan(userChildId: $userChildId, minutesPerDay: $minutesPerDay, daysPerWeek: $daysPerWeek) {
      minutesPerDay daysPerWeek
    }
  }
`);

/** The parents' revision plan; the child's own pages read it again. */
export function useSetRevisionPlan(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: { minutesPerDay: number; daysPerWeek: number }) =>
      request(setRevisionPlan, { userChildId, ...plan }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: parentChildScope(userChildId) }),
        queryClient.invalidateQueries({ queryKey: childScope(userChildId) }),
      ]),
  });
}
