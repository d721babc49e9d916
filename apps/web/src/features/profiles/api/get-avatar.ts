import { queryOptions } from '@tanstack/react-query';
import { lessonPageRead } from '../../../family/api/get-lesson-page.ts';
import { startPageRead } from '../../../family/api/get-start-page.ts';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childScope } from '../../../lib/query-keys.ts';
import { readOrCopy } from '../../../offline/device-copies.ts';

/** This part of the start page's one read (get-start-page.ts spreads it), written once. */
export const avatarPart = graphql(`
  fragment AvatarPart on Query {
    child(userChildId: $userChildId) { id avatar username name stars spaciousReading }
  }
`);

export const getAvatar = graphql(`
  query getAvatar($userChildId: ID!) { ...AvatarPart }
`);

export const avatarQuery = (userChildId: string) => {
  const queryKey = [...childScope(userChildId), 'avatar'];
  const alone = () => request(getAvatar, { userChildId });
  // From the first read of the page opened (the start page or a lesson), else alone.
  const read = () =>
    startPageRead.partOr(
      userChildId,
      'child',
      ({ child }) => ({ child }),
      () => lessonPageRead.partOr(userChildId, 'child', ({ child }) => ({ child }), alone),
    );
  return queryOptions({ queryKey, queryFn: () => readOrCopy(queryKey, read) });
};
