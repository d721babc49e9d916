import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { sharedRead } from '../../lib/shared-read.ts';

/**
 * What a lesson page shows first, in one request (lib/shared-read.ts): the lesson, and the child's avatar the
 * child's pages read first (spacious reading). Each part is a fragment in its query's file.
 */
export const getLessonPage = graphql(`
  query getLessonPage($userChildId: ID!, $lessonId: ID!) {
    ...AvatarPart
    ...LessonPart
  }
`);

export const lessonPageRead = sharedRead((userChildId: string, lessonId: string) =>
  request(getLessonPage, { userChildId, lessonId }),
);
