import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const replyToRecording = graphql(`
  mutation replyToRecording($userChildId: ID!, $recordingId: ID!, $message: String!) {
    replyToRecording(userChildId: $userChildId, recordingId: $recordingId, message: $message) { id }
  }
`);

export const useReplyToRecording = () =>
  useStaffChange((variables: { userChildId: string; recordingId: string; message: string }) =>
    request(replyToRecording, variables),
  );
