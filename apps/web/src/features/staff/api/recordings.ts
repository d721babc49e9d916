import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from './staff-change.ts';

export const markRecordingHeard = graphql(`
  mutation markRecordingHeard($userChildId: ID!, $recordingId: ID!, $heard: Boolean!) {
    markRecordingHeard(userChildId: $userChildId, recordingId: $recordingId, heard: $heard) { id heard }
  }
`);

export const replyToRecording = graphql(`
  mutation replyToRecording($userChildId: ID!, $recordingId: ID!, $message: String!) {
    replyToRecording(userChildId: $userChildId, recordingId: $recordingId, message: $message) { id }
  }
`);

type Recording = { userChildId: string; recordingId: string };

export const useMarkRecordingHeard = () =>
  useStaffChange((variables: Recording & { heard: boolean }) => request(markRecordingHeard, variables));
export const useReplyToRecording = () =>
  useStaffChange((variables: Recording & { message: string }) => request(replyToRecording, variables));
