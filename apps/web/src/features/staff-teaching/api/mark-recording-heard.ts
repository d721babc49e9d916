import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const markRecordingHeard = graphql(`
  mutation markRecordingHeard($userChildId: ID!, $recordingId: ID!, $heard: Boolean!) {
    markRecordingHeard(userChildId: $userChildId, recordingId: $recordingId, heard: $heard) { id heard }
  }
`);

export const useMarkRecordingHeard = () =>
  useStaffChange((variables: { userChildId: string; recordingId: string; heard: boolean }) =>
    request(markRecordingHeard, variables),
  );
