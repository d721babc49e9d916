import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useChildChange } from './child-change.ts';

const handInHomeworkTogether = graphql(`
  mutation handInHomeworkTogether($userChildId: ID!, $assignmentId: ID!) {
    handInHomeworkTogether(userChildId: $userChildId, assignmentId: $assignmentId) { id }
  }
`);

/** A parent says the child did the homework with them: it counts as handed in. */
export const useHandInHomeworkTogether = (userChildId: string) =>
  useChildChange(userChildId, (assignmentId: string) => request(handInHomeworkTogether, { userChildId, assignmentId }));
