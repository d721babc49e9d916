import { graphql } from '../../../gql/gql.ts';
import type { TeacherTextKind } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from './staff-change.ts';

export const markInboxTextRead = graphql(`
  mutation markInboxTextRead($userChildId: ID!, $kind: TeacherTextKind!, $read: Boolean!) {
    markInboxTextRead(userChildId: $userChildId, kind: $kind, read: $read) { childId kind read }
  }
`);

export const replyToChildText = graphql(`
  mutation replyToChildText($userChildId: ID!, $kind: TeacherTextKind!, $message: String!) {
    replyToChildText(userChildId: $userChildId, kind: $kind, message: $message) { messageId }
  }
`);

type ChildText = { userChildId: string; kind: TeacherTextKind };

export const useMarkInboxTextRead = () =>
  useStaffChange((variables: ChildText & { read: boolean }) => request(markInboxTextRead, variables));

export const useReplyToChildText = () =>
  useStaffChange((variables: ChildText & { message: string }) => request(replyToChildText, variables));
