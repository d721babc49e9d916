import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childMessagesScope } from '../../../lib/query-keys.ts';

export const markMessageAsRead = graphql(`
  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {
    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }
  }
`);

/** A parent's message, opened: read; the inbox and the unread count are read again. */
export function useMarkMessageAsRead(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Opening a message marks it read on the side; if that fails it simply stays unread on the screen.
    meta: { showsOwnError: true },
    mutationFn: (messageId: string) => request(markMessageAsRead, { userChildId, messageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childMessagesScope(userChildId) }),
  });
}
