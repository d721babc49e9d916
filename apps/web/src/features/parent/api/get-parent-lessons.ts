import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentScope } from '../../../lib/query-keys.ts';

export const getParentLessons = graphql(`
  query getParentLessons {
    parentLessons { id lessonNumber surahNumber name { nl en } label { nl en } description { nl en } tips { nl en } }
    courseContentStatus { lessonCount lessonsWithVideo verseCount versesWithRecitation versesInDutch }
  }
`);

export const parentLessonsQuery = () =>
  queryOptions({
    queryKey: [...parentScope(), 'lessons'],
    queryFn: () => request(getParentLessons),
    staleTime: 60 * 60 * 1000,
  });
