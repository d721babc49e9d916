import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const markMessageAsRead = graphql(`
  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {
    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }
  }
`);

export const markLessonMessageAsRead = graphql(`
  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {
    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }
  }
`);

export function useMarkAsRead(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ messageId, isFromLesson }: { messageId: string; isFromLesson: boolean }): Promise<void> => {
      if (isFromLesson) await request(markLessonMessageAsRead, { userChildId, messageId });
      else await request(markMessageAsRead, { userChildId, messageId });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['child', userChildId, 'messages'] }),
  });
}
