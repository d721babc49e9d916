import { graphql } from '../../gql/gql.ts';
import type { GetStartPageQuery } from '../../gql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { weekNumber } from '../../lib/iso-week.ts';
import { sharedRead } from '../../lib/shared-read.ts';

/**
 * Everything a child's start page shows, in one request (lib/shared-read.ts): each part's query takes its part
 * (the avatar, lessons, unread messages, final steps, fact, announcement, homework and revision), and its own
 * operation's type checks that this one asks for all it needs.
 */
export const getStartPage = graphql(`
  query getStartPage($userChildId: ID!, $week: Int!) {
    child(userChildId: $userChildId) { id avatar username name stars spaciousReading }
    childLessons(userChildId: $userChildId) {
      stars
      starTarget
      lessons {
        id lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished
        name { nl en }
        label { nl en }
        description { nl en }
        achievements { id type accomplishedAt }
      }
    }
    unreadMessageCount(userChildId: $userChildId)
    finalSteps(userChildId: $userChildId) {
      testSetAt testSubmittedAt certificateAt questionCount answeredCount finalMessage finalMessageSentAt
    }
    factOfWeek(userChildId: $userChildId, week: $week) { id message { nl en } }
    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }
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
    childRevision(userChildId: $userChildId) {
      passages { lessonId surahNumber due minutes revisedAt name { nl en } }
      minutesPerDay
      daysPerWeek
      revisedDays
    }
  }
`);

export type StartPage = GetStartPageQuery;

export const startPageRead = sharedRead((userChildId: string) =>
  request(getStartPage, { userChildId, week: weekNumber(new Date()) }),
);
