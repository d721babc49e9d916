import { graphql } from '../../../gql/gql.ts';
import type { TeacherTextKind } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const replyToChildText = graphql(`
  mutation replyToChildText($userChildId: ID!, $kind: TeacherTextKind!, $message: String!) {
    replyToChildText(userChildId: $userChildId, kind: $kind, message: $message) { messageId }
  }
`);

export const useReplyToChildText = () =>
  useStaffChange((variables: { userChildId: string; kind: TeacherTextKind; message: string }) =>
    request(replyToChildText, variables),
  );
