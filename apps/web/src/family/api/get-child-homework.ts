import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { childHomeworkScope } from '../../lib/query-keys.ts';
import { readOrCopy } from '../../offline/device-copies.ts';
import { startPageRead } from './get-start-page.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const childHomeworkPart = graphql(`
  fragment ChildHomeworkPart on Query {
    childHomework(userChildId: $userChildId) {
      id
      lessonId
      lessonNumber
      lessonName { nl en }
      task
      dueOn
      note { nl en }
      isLate
      handIn { kind handedInAt stars teacherNote teacherName gradedAt }
    }
  }
`);

export const getChildHomework = graphql(`
  query getChildHomework($userChildId: ID!) { ...ChildHomeworkPart }
`);

/** The child's homework, due first: on the start page (offline from its copy) and in the parent area. */
export const childHomeworkQuery = (userChildId: string) => {
  const queryKey = [...childHomeworkScope(userChildId)];
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const read = () =>
        startPageRead.partOr(
          userChildId,
          'childHomework',
          ({ childHomework }) => ({ childHomework }),
          () => request(getChildHomework, { userChildId }),
        );
      return (await readOrCopy(queryKey, read)).childHomework;
    },
  });
};
