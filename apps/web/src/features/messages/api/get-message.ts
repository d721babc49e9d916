import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childMessagesScope } from '../../../lib/query-keys.ts';

export const getMessage = graphql(`
  query getMessage($userChildId: ID!) {
    messages(userChildId: $userChildId) {
      id from title message opened senderName createdAt lessonNumber
      lessonName { nl en }
    }
  }
`);

export const messagesQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childMessagesScope(userChildId), 'inbox'],
    queryFn: async () => (await request(getMessage, { userChildId })).messages,
  });
