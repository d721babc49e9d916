import { graphql } from '../../../gql/gql.ts';
import type { TeacherTextKind } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const markInboxTextRead = graphql(`
  mutation markInboxTextRead($userChildId: ID!, $kind: TeacherTextKind!, $read: Boolean!) {
    markInboxTextRead(userChildId: $userChildId, kind: $kind, read: $read) { childId kind read }
  }
`);

export const useMarkInboxTextRead = () =>
  useStaffChange((variables: { userChildId: string; kind: TeacherTextKind; read: boolean }) =>
    request(markInboxTextRead, variables),
  );
