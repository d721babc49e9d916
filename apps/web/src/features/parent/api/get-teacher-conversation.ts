import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';

export const getTeacherConversation = graphql(`
  query getTeacherConversation($userChildId: ID!) {
    teacherConversation(userChildId: $userChildId) {
      kind text sentAt
      replies { message senderName createdAt }
    }
  }
`);

export const teacherConversationQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...parentChildScope(userChildId), 'teacher-conversation'],
    queryFn: async () => (await request(getTeacherConversation, { userChildId })).teacherConversation,
  });
