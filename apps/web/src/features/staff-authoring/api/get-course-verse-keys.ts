import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffAuthoringScope } from '../../../lib/query-keys.ts';

export const getCourseVerseKeys = graphql(`
  query getCourseVerseKeys {
    courseVerseKeys
  }
`);

/** The course's verses (`surah:ayah`): a reciter's files of other verses stay on the staff's computer. */
export const courseVerseKeysQuery = () =>
  queryOptions({
    queryKey: [...staffAuthoringScope(), 'verse-keys'],
    queryFn: async (): Promise<ReadonlySet<string>> => new Set((await request(getCourseVerseKeys)).courseVerseKeys),
  });

/** The course's verses once read (the page's own read if it is under way); unknown if they cannot be read now. */
export const courseVerseKeysNow = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(courseVerseKeysQuery()).catch(() => undefined);
