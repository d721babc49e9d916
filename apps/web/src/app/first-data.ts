import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { finalStepsQuery } from '../family/api/get-final-steps.ts';
import { lessonPageRead } from '../family/api/get-lesson-page.ts';
import { startPageRead } from '../family/api/get-start-page.ts';
import { childLessonsQuery } from '../family/api/get-user-child-data.ts';
import { childProfileQuery } from '../family/api/get-user-child-profile.ts';
import { activeFriendsQuery } from '../features/friends/api/get-active-friends.ts';
import { friendRequestsQuery } from '../features/friends/api/get-friend-requests.ts';
import { courseIntroductionQuery } from '../features/lessons/api/get-course-introduction.ts';
import { lessonQuery } from '../features/lessons/api/get-lesson-with-lock.ts';
import { dictionaryWordsQuery } from '../features/library/api/get-dictionary-words.ts';
import { factOfTheWeekQuery } from '../features/library/api/get-fact-of-the-week.ts';
import { libraryDownloadsQuery } from '../features/library/api/get-library-downloads.ts';
import { libraryShelvesQuery } from '../features/library/api/get-library-shelves.ts';
import { mediaQuery } from '../features/library/api/get-media.ts';
import { newestAnnouncementQuery } from '../features/library/api/get-notifications.ts';
import { personalDevelopmentsQuery } from '../features/library/api/get-personal-developments.ts';
import { recitationsQuery } from '../features/library/api/get-recitations.ts';
import { messagesQuery } from '../features/messages/api/get-message.ts';
import { unreadMessageCountQuery } from '../features/messages/api/get-unread-message-count.ts';
import { avatarQuery } from '../features/profiles/api/get-avatar.ts';
import { childRevisionQuery } from '../features/revision/api/get-child-revision.ts';
import { revisionPassageQuery } from '../features/revision/api/get-revision-passage.ts';
import { preloadArabicFont } from '../lib/arabic-font.ts';
import { FRESH_FOR_MS, queryClient } from '../lib/query-client.ts';
import type { ParentPage, SignedInPage } from './route-table.ts';

/*
 * What a child's pages show first, asked for as the app starts (beside who is signed in and the
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
const startPageData: FirstData = ({ userChildId = '' }) => {
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

/** Only an id the server could know is asked about: the page itself says what is wrong with another. */
const isLessonId = (lessonId: string) => /^\d+$/.test(lessonId);

const lessonsOverviewData: FirstData = ({ userChildId = '' }) => askFor([childLessonsQuery(userChildId)]);

const lessonData: FirstData = ({ userChildId = '' }, search) => {
  const lessonId = search.get('lesson');
  // Without a lesson the page opens the next one, found in the overview's data.
  if (lessonId === null) return askFor([childLessonsQuery(userChildId)]);
  if (!isLessonId(lessonId)) return;
  const parts = [avatarQuery(userChildId), lessonQuery(userChildId, lessonId)] as const;
  // Together only when both are to be read: a part nobody takes at once could be taken by a later refetch.
  if (parts.every(needsReading)) lessonPageRead.start(userChildId, lessonId);
  askFor(parts);
  preloadArabicFont();
};

/* The start page's other tiles: each page's own reads beside the child's avatar, which every child page reads. */

const libraryData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), libraryShelvesQuery(userChildId), factOfTheWeekQuery(userChildId)]);
};

const friendsData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), friendRequestsQuery(userChildId), activeFriendsQuery(userChildId)]);
};

const messagesData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), messagesQuery(userChildId), childProfileQuery(userChildId)]);
};

/* The other pages a child opens: each page's own read beside the child's avatar. */

/** A child's page whose first screen is one read of the child's own. */
const childPageData =
  (read: (userChildId: string) => object): FirstData =>
  ({ userChildId = '' }) =>
    askFor([avatarQuery(userChildId), read(userChildId)]);

const introductionData = childPageData(courseIntroductionQuery);
const downloadsData = childPageData(libraryDownloadsQuery);
const recitationsData = childPageData(recitationsQuery);
const mediaData = childPageData(mediaQuery);
const personalDevelopmentData = childPageData(personalDevelopmentsQuery);

const dictionaryWordsData = childPageData(dictionaryWordsQuery);
const dictionaryData: FirstData = (params, search) => {
  dictionaryWordsData(params, search);
  preloadArabicFont();
};

const myProfileData: FirstData = ({ userChildId = '' }) => {
  askFor([avatarQuery(userChildId), childProfileQuery(userChildId), childLessonsQuery(userChildId)]);
};

/** A passage of today's revision: the revision and the passage's verses (`?done=1` shows neither). */
const revisionData: FirstData = ({ userChildId = '' }, search) => {
  const lessonId = search.get('lesson');
  if (lessonId === null || !isLessonId(lessonId)) return;
  askFor([avatarQuery(userChildId), childRevisionQuery(userChildId), revisionPassageQuery(userChildId, lessonId)]);
  preloadArabicFont();
};

/** Each page's first reads, asked for at its address (router.tsx's `preloadPage`). */
export const FIRST_DATA: Partial<Record<SignedInPage | ParentPage, FirstData>> = {
  ChildStartPage: startPageData,
  LessonsOverviewPage: lessonsOverviewData,
  LessonRoute: lessonData,
  IntroductionRoute: introductionData,
  LibraryPage: libraryData,
  DownloadsPage: downloadsData,
  DictionaryPage: dictionaryData,
  RecitationsPage: recitationsData,
  MediaPage: mediaData,
  PersonalDevelopmentPage: personalDevelopmentData,
  PersonalDevelopmentChapterPage: personalDevelopmentData,
  FriendsPage: friendsData,
  MyProfilePage: myProfileData,
  MessagesPage: messagesData,
  RevisionPage: revisionData,
};
