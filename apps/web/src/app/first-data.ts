import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { finalStepsQuery } from '../family/api/get-final-steps.ts';
import { lessonPageRead } from '../family/api/get-lesson-page.ts';
import { startPageRead } from '../family/api/get-start-page.ts';
import { childLessonsQuery } from '../family/api/get-user-child-data.ts';
import { childProfileQuery } from '../family/api/get-user-child-profile.ts';
import { activeFriendsQuery } from '../features/friends/api/get-active-friends.ts';
import { friendRequestsQuery } from '../features/friends/api/get-friend-requests.ts';
import { lessonQuery } from '../features/lessons/api/get-lesson-with-lock.ts';
import { factOfTheWeekQuery } from '../features/library/api/get-fact-of-the-week.ts';
import { libraryShelvesQuery } from '../features/library/api/get-library-shelves.ts';
import { newestAnnouncementQuery } from '../features/library/api/get-notifications.ts';
import { messagesQuery } from '../features/messages/api/get-message.ts';
import { unreadMessageCountQuery } from '../features/messages/api/get-unread-message-count.ts';
import { avatarQuery } from '../features/profiles/api/get-avatar.ts';
import { preloadArabicFont } from '../lib/arabic-font.ts';
import { FRESH_FOR_MS, queryClient } from '../lib/query-client.ts';

/*
 * What a child's most visited pages show first, asked for as the app starts (beside who is signed in and the
 * page's code) rather than once the page has loaded: a round trip less on a phone network. The pages ask for
 * the same queries; they find them in the cache or on the way.
 */

type Params = Record<string, string | undefined>;
/** Asks for what a page shows first, given its address's parameters and query. */
export type FirstData = (params: Params, search: URLSearchParams) => void;

/** Asks for each query, unless the cache has it fresh (`prefetchQuery` reads only what is stale). */
const askFor = (parts: readonly object[]) => {
  // Each part has a data type of its own; prefetching needs none of them.
  for (const part of parts) void queryClient.prefetchQuery(part as FetchQueryOptions);
};

/** Whether a query has nothing, or nothing fresh, in the cache: its page would ask for it. */
const needsReading = ({ queryKey }: { queryKey: QueryKey }) =>
  queryClient.getQueryCache().find({ queryKey, exact: true })?.isStaleByTime(FRESH_FOR_MS) ?? true;

/**
 * The whole start page in one request, each of its queries taking its part (family/api/get-start-page.ts); nothing
 * when a child comes back to it while all is fresh. The homework and today's revision take theirs when their code
 * has come, after the first screen.
 */
export const startPageData: FirstData = ({ userChildId = '' }) => {
  const parts = [
    avatarQuery(userChildId),
    childLessonsQuery(userChildId),
    unreadMessageCountQuery(userChildId),
    finalStepsQuery(userChildId),
    factOfTheWeekQuery(userChildId),
    newestAnnouncementQuery(userChildId),
  ] as const;
  if (!parts.some(needsReading)) return;
  startPageRead.start(userChildId);
  askFor(parts);
};

export const lessonsOverviewData: FirstData = ({ userChildId = '' }) => askFor([childLessonsQuery(userChildId)]);

export const lessonData: FirstData = ({ userChildId = '' }, search) => {
  const lessonId = search.get('lesson');
  // Without a lesson the page opens the next one, found in the overview's data.
  if (lessonId === null) return askFor([childLessonsQuery(userChildId)]);
  if (!/^\d+$/.test(lessonId)) return;
  const parts = [avatarQuery(userChildId), lessonQuery(userChildId, lessonId)] as const;
  // Together only when both are to be read: a part nobody takes at once could be taken by a later refetch.
  if (parts.every(needsReading)) lessonPageRead.start(userChildId, lessonId);
  askFor(parts);
  preloadArabicFont();
};

/* The start page's other tiles: each page's own reads beside the child's avatar, which every child page reads. */

export const libraryData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), libraryShelvesQuery(userChildId), factOfTheWeekQuery(userChildId)]);
};

export const friendsData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), friendRequestsQuery(userChildId), activeFriendsQuery(userChildId)]);
};

export const messagesData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), messagesQuery(userChildId), childProfileQuery(userChildId)]);
};
