import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childRevisionScope } from '../../../lib/query-keys.ts';
import { readOrCopy } from '../../../offline/device-copies.ts';

export const getRevisionPassage = graphql(`
  query getRevisionPassage($userChildId: ID!, $lessonId: ID!) {
    lesson(userChildId: $userChildId, lessonId: $lessonId) {
      id
      name { nl en }
      content { verses { id ayahNumber verse } }
    }
  }
`);

/**
 * A passage's verses to revise; always kept on the device, and read ahead for today's passages by the start page, so
 * that today's revision opens offline too.
 */
export const revisionPassageQuery = (userChildId: string, lessonId: string) => {
  const queryKey = [...childRevisionScope(userChildId), 'passage', lessonId];
  return queryOptions({
    queryKey,
    queryFn: async () =>
      (await readOrCopy(queryKey, () => request(getRevisionPassage, { userChildId, lessonId }))).lesson,
  });
};
