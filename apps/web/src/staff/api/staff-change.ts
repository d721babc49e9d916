import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffScope } from '../../lib/query-keys.ts';

/** Any change staff make: everything the staff area shows is read again (lists, counts and the audit alike). */
export function useStaffChange<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffScope() }),
  });
}
