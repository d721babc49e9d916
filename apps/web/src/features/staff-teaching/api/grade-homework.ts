import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useStaffChange } from '../../../staff/api/staff-change.ts';

export const gradeHomework = graphql(`
  mutation gradeHomework($userChildId: ID!, $assignmentId: ID!, $stars: Int!, $note: String!) {
    gradeHomework(userChildId: $userChildId, assignmentId: $assignmentId, stars: $stars, note: $note) { stars }
  }
`);

export const useGradeHomework = () =>
  useStaffChange((variables: { userChildId: string; assignmentId: string; stars: number; note: string }) =>
    request(gradeHomework, variables),
  );
