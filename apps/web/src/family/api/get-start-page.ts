import { graphql } from '../../gql/gql.ts';
import type { GetStartPageQuery } from '../../gql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { weekNumber } from '../../lib/iso-week.ts';
import { sharedRead } from '../../lib/shared-read.ts';

/**
 * Everything a child's start page shows, in one request (lib/shared-read.ts): each part's query takes its part
 * (the avatar, lessons, unread messages, final steps, fact, announcement, homework and revision). Each part is a
 * fragment in its query's file, spread here and by the query's own operation, so the two ask for the same.
 */
export const getStartPage = graphql(`
  query getStartPage($userChildId: ID!, $week: Int!) {
    ...AvatarPart
    ...ChildLessonsPart
    ...UnreadMessageCountPart
    ...FinalStepsPart
    ...FactOfWeekPart
    ...NewestAnnouncementPart
    ...ChildHomeworkPart
    ...ChildRevisionPart
  }
`);

export type StartPage = GetStartPageQuery;

export const startPageRead = sharedRead((userChildId: string) =>
  request(getStartPage, { userChildId, week: weekNumber(new Date()) }),
);
