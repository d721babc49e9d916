import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { childScope, parentScope, subscriptionScope } from '../../../lib/query-keys.ts';

/** The parent area and the family's profiles, read again after a profile changed or went. */
export const readFamilyAgain = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: parentScope() }),
    queryClient.invalidateQueries({ queryKey: subscriptionScope() }),
  ]);

/**
 * Any change a parent makes to a child: what the answer says is shown at once (`showAnswer`), and everything shown
 * about that child (and the family) is read again.
 */
export function useChildChange<TVariables, TResult>(
  userChildId: string,
  send: (variables: TVariables) => Promise<TResult>,
  showAnswer?: (queryClient: QueryClient, answer: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      showAnswer?.(queryClient, answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: childScope(userChildId) }),
        readFamilyAgain(queryClient),
      ]);
    },
  });
}
