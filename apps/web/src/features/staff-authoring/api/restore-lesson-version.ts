import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const restoreLessonVersion = graphql(`
  mutation restoreLessonVersion($lessonId: ID!, $version: Int!) {
    restoreLessonVersion(lessonId: $lessonId, version: $version) { id version }
  }
`);

export const useRestoreLessonVersion = (lessonId: string) =>
  useStaffChange((version: number) => request(restoreLessonVersion, { lessonId, version }));
