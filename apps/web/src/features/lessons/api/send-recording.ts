import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import { uploadFile } from '../../../lib/upload.ts';

export const getMaySendRecordings = graphql(`
  query getMaySendRecordings($userChildId: ID!) {
    childMaySendRecordings(userChildId: $userChildId)
  }
`);

/** Whether the child's parents let it send its own recordings to the teacher. */
export const maySendRecordingsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...childScope(userChildId), 'may-send-recordings'],
    queryFn: async () => (await request(getMaySendRecordings, { userChildId })).childMaySendRecordings,
  });

/** Which verses (and words, from 1) a recording recites. */
export type RecordingPlace = { lessonId: string; ayahFrom: number; ayahTo: number; wordFrom?: number; wordTo?: number };

/** Sends a recording to the teacher; the answer is 'sent' or the code of why the server refused it. */
export async function sendRecording(userChildId: string, place: RecordingPlace, recording: Blob, durationMs: number) {
  const query = new URLSearchParams(
    Object.entries({ ...place, durationMs: Math.round(durationMs) })
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  const answer = await uploadFile(`/recordings/${userChildId}`, recording, Object.fromEntries(query));
  return answer.ok ? 'sent' : answer.code;
}
