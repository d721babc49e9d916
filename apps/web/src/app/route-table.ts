import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/*
 * Every path of the spec (§2) and the page it shows, as plain data: `router.tsx` draws its switches from these
 * tables and `resolveRoute` answers the same question without React, with the matching wouter itself uses.
 */

/** Open to everyone, tried first. */
export const PUBLIC_ROUTES = [
  ['/', 'HomePage'],
  ['/renew', 'RenewPage'],
  ['/your-data', 'YourDataPage'],
  ['/new-pincode', 'NewPincodePage'],
  ['/credits', 'PublicCreditsPage'],
  ['/letters/unsubscribe', 'UnsubscribePage'],
] as const;

/** Everything else needs someone signed in. */
export const SIGNED_IN_ROUTES = [
  ['/profile/create/:subscriptionId', 'CreateProfilePage'],
  ['/start/:userChildId', 'ChildStartPage'],
  ['/lessons/:userChildId', 'LessonsOverviewPage'],
  ['/lessons/:userChildId/start', 'LessonRoute'],
  ['/lessons/:userChildId/introduction', 'IntroductionRoute'],
  ['/library/:userChildId', 'LibraryPage'],
  ['/library/:userChildId/downloads', 'DownloadsPage'],
  ['/library/:userChildId/dictionary', 'DictionaryPage'],
  ['/library/:userChildId/recitations', 'RecitationsPage'],
  ['/library/:userChildId/media', 'MediaPage'],
  ['/library/:userChildId/personal_development', 'PersonalDevelopmentPage'],
  ['/library/:userChildId/personal_development/:developmentId', 'PersonalDevelopmentChapterPage'],
  ['/friends/:userChildId', 'FriendsPage'],
  ['/friends/:userChildId/details', 'FriendDetailsPage'],
  ['/profile/:userChildId', 'MyProfilePage'],
  ['/test/:userChildId', 'FinalTestPage'],
  ['/final_message/:userChildId', 'FinalMessagePage'],
  ['/certificate/:userChildId', 'CertificatePage'],
  ['/messages/:userChildId', 'MessagesPage'],
  ['/revision/:userChildId', 'RevisionPage'],
] as const;

/** `/parent` itself opens the profiles; everything under it is the parent area, inside its own layout. */
export const PARENT_ROOT = '/parent';
export const PARENT_HOME = '/parent/profiles';
export const PARENT_AREA = '/parent/*';

export const PARENT_ROUTES = [
  [PARENT_HOME, 'ParentProfilesPage'],
  ['/parent/profiles/child', 'ChildOverviewPage'],
  ['/parent/profiles/child/details', 'ChildDetailsPage'],
  ['/parent/profiles/child/unlock', 'UnlockLessonsPage'],
  ['/parent/profiles/child/progression', 'ChildProgressionPage'],
  ['/parent/profiles/child/revision', 'ChildRevisionPage'],
  ['/parent/profiles/child/homework', 'ChildHomeworkPage'],
  ['/parent/profiles/child/send_message', 'SendMessagePage'],
  ['/parent/profiles/child/final_test', 'ParentFinalTestPage'],
  ['/parent/lessons', 'ParentLessonsPage'],
  ['/parent/account', 'ParentAccountPage'],
  ['/parent/review', 'ParentReviewPage'],
] as const;

/** The institute's staff area: `/staff` opens the inbox; everything under it has its own layout. */
export const STAFF_ROOT = '/staff';
export const STAFF_HOME = '/staff/inbox';
export const STAFF_AREA = '/staff/*';

export const STAFF_ROUTES = [
  [STAFF_HOME, 'StaffInboxPage'],
  ['/staff/progress', 'GroupProgressPage'],
  ['/staff/homework', 'HomeworkPage'],
  ['/staff/revision/:userChildId', 'TeacherChildRevisionPage'],
  ['/staff/announcements', 'AnnouncementsPage'],
  ['/staff/facts', 'WeeklyFactsPage'],
  ['/staff/families', 'SubscriptionsPage'],
  ['/staff/reviews', 'ReviewsPage'],
  ['/staff/team', 'TeamPage'],
  ['/staff/audit', 'AuditPage'],
  ['/staff/lessons', 'AuthoredLessonsPage'],
  // `/staff/lessons/new?surah=N` writes a new lesson.
  ['/staff/lessons/:lessonId', 'LessonEditorPage'],
  ['/staff/content', 'ContentFilesPage'],
  ['/staff/credits', 'CreditsPage'],
] as const;

export type PublicPage = (typeof PUBLIC_ROUTES)[number][1];
export type SignedInPage = (typeof SIGNED_IN_ROUTES)[number][1];
export type ParentPage = (typeof PARENT_ROUTES)[number][1];
export type StaffPage = (typeof STAFF_ROUTES)[number][1];

type Params = Record<string, string | undefined>;

/** What an address shows: a page of one of the four areas, an area's redirect, or "not found". */
export type ResolvedRoute =
  | { area: 'public'; page: PublicPage; params: Params }
  | { area: 'signed-in'; page: SignedInPage | 'NotFoundPage'; params: Params }
  | { area: 'signed-in'; redirect: typeof PARENT_HOME | typeof STAFF_HOME }
  | { area: 'parent'; page: ParentPage | 'NotFoundPage'; params: Params }
  | { area: 'staff'; page: StaffPage | 'NotFoundPage'; params: Params };

/** The path's parameters when the pathname matches it, as a `<Route path>` in a `<Switch>` would. */
export function matchPath(path: string, pathname: string): Params | null {
  const [isMatch, params] = matchRoute(parse, path, pathname);
  return isMatch ? params : null;
}

/** The first route of a table that matches, as a `<Switch>` picks it. */
function firstMatch<Page extends string>(routes: readonly (readonly [string, Page])[], pathname: string) {
  for (const [path, page] of routes) {
    const params = matchPath(path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** Which page the app shows at this pathname, following the switches of `router.tsx` in their order. */
export function resolveRoute(pathname: string): ResolvedRoute {
  const open = firstMatch(PUBLIC_ROUTES, pathname);
  if (open) return { area: 'public', ...open };
  const signedIn = firstMatch(SIGNED_IN_ROUTES, pathname);
  if (signedIn) return { area: 'signed-in', ...signedIn };
  if (matchPath(PARENT_ROOT, pathname)) return { area: 'signed-in', redirect: PARENT_HOME };
  if (matchPath(STAFF_ROOT, pathname)) return { area: 'signed-in', redirect: STAFF_HOME };
  if (matchPath(STAFF_AREA, pathname)) {
    return { area: 'staff', ...(firstMatch(STAFF_ROUTES, pathname) ?? { page: 'NotFoundPage', params: {} }) };
  }
  if (!matchPath(PARENT_AREA, pathname)) return { area: 'signed-in', page: 'NotFoundPage', params: {} };
  return { area: 'parent', ...(firstMatch(PARENT_ROUTES, pathname) ?? { page: 'NotFoundPage', params: {} }) };
}
