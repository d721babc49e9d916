import { queryOptions } from '@tanstack/react-query';
import { startPageRead } from '../../../family/api/get-start-page.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childRevisionScope } from '../../../lib/query-keys.ts';
import { readOrCopy } from '../../../offline/device-copies.ts';
import { pendingRevisions, withPendingRevisions } from '../../../offline/pending-progress.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const childRevisionPart = graphql(`
  fragment ChildRevisionPart on Query {
    childRevision(userChildId: $userChildId) {
      passages { lessonId surahNumber due minutes revisedAt name { nl en } }
      minutesPerDay
      daysPerWeek
      revisedDays
    }
  }
`);

export const getChildRevision = graphql(`
  query getChildRevision($userChildId: ID!) { ...ChildRevisionPart }
`);

/**
 * The child's revision, offline from its copy; a passage revised here that the server has not heard of yet counts as
 * revised then, and not due again before the next day.
 */
export const childRevisionQuery = (userChildId: string) => {
  const queryKey = [...childRevisionScope(userChildId)];
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const [{ childRevision }, pending] = await Promise.all([
        readOrCopy(queryKey, () =>
          startPageRead.partOr(
            userChildId,
            'childRevision',
            ({ childRevision }) => ({ childRevision }),
            () => request(getChildRevision, { userChildId }),
          ),
        ),
        pendingRevisions(userChildId),
      ]);
      return { ...childRevision, passages: withPendingRevisions(childRevision.passages, pending) };
    },
  });
};
