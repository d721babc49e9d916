import { graphql } from '../../../gql/gql.ts';
import type { RevisionGrade } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const teacherCorrectRevisionGrade = graphql(`
  mutation teacherCorrectRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {
    teacherCorrectRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { username }
  }
`);

/** The teacher's grade in place of the child's, or the child's confirmed: the passage is planned again from it. */
export const useTeacherCorrectRevisionGrade = (userChildId: string) =>
  useStaffChange((variables: { reviewId: string; grade: RevisionGrade }) =>
    request(teacherCorrectRevisionGrade, { userChildId, ...variables }),
  );
