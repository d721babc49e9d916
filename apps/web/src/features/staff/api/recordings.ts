import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffGroupScope } from '../../../lib/query-keys.ts';
import { useStaffChange } from './staff-change.ts';

export const getTeacherRecordings = graphql(`
  query getTeacherRecordings($courseGroupId: ID!) {
    teacherRecordings(courseGroupId: $courseGroupId) {
      id childId childName username lessonNumber surahNumber ayahFrom ayahTo wordFrom wordTo durationMs
      audioUrl sentAt readAt replies { message senderName createdAt }
    }
  }
`);

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

export const teacherRecordingsQuery = (courseGroupId: string) =>
  queryOptions({
    queryKey: [...staffGroupScope(courseGroupId), 'recordings'],
    queryFn: () => request(getTeacherRecordings, { courseGroupId }),
    select: (data) => data.teacherRecordings,
  });

type Recording = { userChildId: string; recordingId: string };

export const useMarkRecordingHeard = () =>
  useStaffChange((variables: Recording & { heard: boolean }) => request(markRecordingHeard, variables));
export const useReplyToRecording = () =>
  useStaffChange((variables: Recording & { message: string }) => request(replyToRecording, variables));
