import { queryOptions } from '@tanstack/react-query';
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
    queryFn: () => request(getCourseVerseKeys),
    select: (data) => new Set(data.courseVerseKeys),
  });
