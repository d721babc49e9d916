import type { ComponentType } from 'react';
import { type BaseLocationHook, Redirect, Route, Router, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { queryClient, whenSignedOut } from '../lib/query-client.ts';
import { forgetAccountOnDevice } from '../offline/device-copies.ts';
import { FIRST_DATA } from './first-data.ts';
import { AppLayout } from './layout.tsx';
import { type Page, page, withTexts } from './lazy-page.ts';
import {
  PARENT_AREA,
  PARENT_HOME,
  PARENT_ROOT,
  PARENT_ROUTES,
  type ParentPage,
  PUBLIC_ROUTES,
  type PublicPage,
  resolveRoute,
  SIGNED_IN_ROUTES,
  type SignedInPage,
  STAFF_AREA,
  STAFF_HOME,
  STAFF_ROOT,
  STAFF_ROUTES,
  type StaffPage,
} from './route-table.ts';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RenewPage } from './routes/renew.tsx';
import { ChildReading, SignedInOnly } from './routes/signed-in.tsx';
import { SIGNED_OUT, sessionQuery } from './session.ts';
import { useShownPath, useShownSearch } from './shown-address.ts';

const createProfilePage = withTexts(() => import('./routes/create-profile.tsx'), ['profiles', 'parent']);
const childStartPage = withTexts(() => import('./routes/child-start.tsx'), ['lessons', 'final-steps']);
const lessonsOverviewPage = withTexts(() => import('./routes/lessons-overview.tsx'), ['lessons']);
const myProfilePage = withTexts(() => import('./routes/my-profile.tsx'), ['profiles', 'revision']);
const messagesPage = withTexts(() => import('./routes/messages.tsx'), ['messages']);
const revisionPages = withTexts(() => import('./routes/revision.tsx'), ['revision', 'tasks']);
const parentLayout = withTexts(() => import('./routes/parent-layout.tsx'), ['parent']);
// Not 'parent': only a locked lesson's pincode form needs it, and a child's usual lesson should not wait for it.
const lessonPages = withTexts(() => import('./routes/lesson.tsx'), ['lessons', 'tasks']);
const libraryPages = withTexts(() => import('./routes/library.tsx'), ['library', 'lessons']);
const friendsPages = withTexts(() => import('./routes/friends.tsx'), ['friends', 'profiles']);
const finalStepsPages = withTexts(() => import('./routes/final-steps.tsx'), ['final-steps', 'certificate']);
const parentPages = withTexts(() => import('./routes/parent.tsx'), ['parent', 'profiles', 'revision', 'homework']);
const ParentLayout = page(parentLayout, 'ParentLayout');
// The institute's pages: their own chunk and texts, never loaded for a family.
const staffLayout = withTexts(() => import('./routes/staff-layout.tsx'), ['staff']);
const staffTeachingPages = withTexts(
  () => import('./routes/staff.tsx'),
  ['staff', 'staff-teaching', 'revision', 'homework'],
);
const staffNewsPages = withTexts(() => import('./routes/staff.tsx'), ['staff', 'staff-news']);
const staffFamiliesPages = withTexts(() => import('./routes/staff.tsx'), ['staff', 'staff-families']);
// The lesson editor previews a lesson as children see it: with the lessons' and tasks' texts.
const staffContentPages = withTexts(
  () => import('./routes/staff-content.tsx'),
  ['staff', 'staff-content', 'lessons', 'tasks'],
);
const StaffLayout = page(staffLayout, 'StaffLayout');
const NewPincodePage = page(
  withTexts(() => import('./routes/new-pincode.tsx'), ['parent']),
  'NewPincodePage',
);
const YourDataPage = page(
  withTexts(() => import('./routes/your-data.tsx'), ['parent']),
  'YourDataPage',
);

// Open to everyone, signed in or not: every source of the course and its licence.
const PublicCreditsPage = page(
  withTexts(() => import('./routes/credits.tsx'), ['credits']),
  'PublicCreditsPage',
);

// The weekly letter's link: open to anyone with it, signed in or not.
const UnsubscribePage = page(
  withTexts(() => import('./routes/letters.tsx'), ['letters']),
  'UnsubscribePage',
);

const PUBLIC_PAGES: Record<PublicPage, ComponentType> = {
  HomePage,
  RenewPage,
  YourDataPage,
  NewPincodePage,
  PublicCreditsPage,
  UnsubscribePage,
};

// The paths are in `route-table.ts`; here each page's code, and for a child's most visited pages what they show first.
const SIGNED_IN_PAGES: Record<SignedInPage, Page> = {
  CreateProfilePage: page(createProfilePage, 'CreateProfilePage'),
  ChildStartPage: page(childStartPage, 'ChildStartPage'),
  LessonsOverviewPage: page(lessonsOverviewPage, 'LessonsOverviewPage'),
  LessonRoute: page(lessonPages, 'LessonRoute'),
  IntroductionRoute: page(lessonPages, 'IntroductionRoute'),
  LibraryPage: page(libraryPages, 'LibraryPage'),
  DownloadsPage: page(libraryPages, 'DownloadsPage'),
  DictionaryPage: page(libraryPages, 'DictionaryPage'),
  RecitationsPage: page(libraryPages, 'RecitationsPage'),
  MediaPage: page(libraryPages, 'MediaPage'),
  PersonalDevelopmentPage: page(libraryPages, 'PersonalDevelopmentPage'),
  PersonalDevelopmentChapterPage: page(libraryPages, 'PersonalDevelopmentChapterPage'),
  FriendsPage: page(friendsPages, 'FriendsPage'),
  FriendDetailsPage: page(friendsPages, 'FriendDetailsPage'),
  MyProfilePage: page(myProfilePage, 'MyProfilePage'),
  FinalTestPage: page(finalStepsPages, 'FinalTestPage'),
  FinalMessagePage: page(finalStepsPages, 'FinalMessagePage'),
  CertificatePage: page(finalStepsPages, 'CertificatePage'),
  MessagesPage: page(messagesPage, 'MessagesPage'),
  RevisionPage: page(revisionPages, 'RevisionPage'),
};

const PARENT_PAGES: Record<ParentPage, Page> = {
  ParentProfilesPage: page(parentPages, 'ParentProfilesPage'),
  ChildOverviewPage: page(parentPages, 'ChildOverviewPage'),
  ChildDetailsPage: page(parentPages, 'ChildDetailsPage'),
  UnlockLessonsPage: page(parentPages, 'UnlockLessonsPage'),
  ChildProgressionPage: page(parentPages, 'ChildProgressionPage'),
  ChildRevisionPage: page(parentPages, 'ChildRevisionPage'),
  ChildHomeworkPage: page(parentPages, 'ChildHomeworkPage'),
  SendMessagePage: page(parentPages, 'SendMessagePage'),
  ParentFinalTestPage: page(finalStepsPages, 'ParentFinalTestPage'),
  ParentLessonsPage: page(parentPages, 'ParentLessonsPage'),
  ParentAccountPage: page(parentPages, 'ParentAccountPage'),
  ParentReviewPage: page(parentPages, 'ParentReviewPage'),
};

const STAFF_PAGES: Record<StaffPage, Page> = {
  StaffInboxPage: page(staffTeachingPages, 'StaffInboxPage'),
  GroupProgressPage: page(staffTeachingPages, 'GroupProgressPage'),
  HomeworkPage: page(staffTeachingPages, 'HomeworkPage'),
  TeacherChildRevisionPage: page(staffTeachingPages, 'TeacherChildRevisionPage'),
  AnnouncementsPage: page(staffNewsPages, 'AnnouncementsPage'),
  WeeklyFactsPage: page(staffNewsPages, 'WeeklyFactsPage'),
  SubscriptionsPage: page(staffFamiliesPages, 'SubscriptionsPage'),
  ReviewsPage: page(staffFamiliesPages, 'ReviewsPage'),
  TeamPage: page(staffFamiliesPages, 'TeamPage'),
  AuditPage: page(staffFamiliesPages, 'AuditPage'),
  AuthoredLessonsPage: page(staffContentPages, 'AuthoredLessonsPage'),
  LessonEditorPage: page(staffContentPages, 'LessonEditorPage'),
  ContentFilesPage: page(staffContentPages, 'ContentFilesPage'),
  CreditsPage: page(staffContentPages, 'CreditsPage'),
};

const LAZY_PAGES: Record<SignedInPage | ParentPage | StaffPage, Page> = {
  ...SIGNED_IN_PAGES,
  ...PARENT_PAGES,
  ...STAFF_PAGES,
};

/**
 * Starts loading the page at this address, and the data it shows first, while the app still asks who is signed
 * in, instead of after: a round trip less before a child's first screen.
 */
export function preloadPage({ pathname, search }: { pathname: string; search: string }) {
  const route = resolveRoute(pathname);
  if (!('page' in route) || route.area === 'public' || route.page === 'NotFoundPage') return;
  void LAZY_PAGES[route.page].preload();
  if (route.area === 'parent') void ParentLayout.preload();
  if (route.area === 'staff') {
    void StaffLayout.preload();
    return;
  }
  FIRST_DATA[route.page]?.(route.params, new URLSearchParams(search));
}

function ParentArea() {
  return (
    <ParentLayout>
      <Switch>
        {PARENT_ROUTES.map(([path, name]) => (
          <Route key={path} path={path} component={PARENT_PAGES[name]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </ParentLayout>
  );
}

function StaffArea() {
  return (
    <StaffLayout>
      <Switch>
        {STAFF_ROUTES.map(([path, name]) => (
          <Route key={path} path={path} component={STAFF_PAGES[name]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </StaffLayout>
  );
}

function SignedInRoutes() {
  return (
    <SignedInOnly>
      <Switch>
        {SIGNED_IN_ROUTES.map(([path, name]) => {
          const ChildPage = SIGNED_IN_PAGES[name];
          return (
            <Route key={path} path={path}>
              {(params: { userChildId?: string }) => (
                <ChildReading userChildId={params.userChildId}>
                  <ChildPage />
                </ChildReading>
              )}
            </Route>
          );
        })}
        <Route path={PARENT_ROOT}>
          <Redirect to={PARENT_HOME} replace />
        </Route>
        <Route path={PARENT_AREA} component={ParentArea} />
        <Route component={NotFoundPage} />
      </Switch>
    </SignedInOnly>
  );
}

/** Signed-in routes of either side: the staff area, or the family's (SignedInOnly sends staff away from those). */
function AreaRoutes() {
  return (
    <Switch>
      <Route path={STAFF_ROOT}>
        <Redirect to={STAFF_HOME} replace />
      </Route>
      <Route path={STAFF_AREA} component={StaffArea} />
      <Route component={SignedInRoutes} />
    </Switch>
  );
}

/** Going to another page in the app starts its code and first data at once, as opening it from its address does. */
function navigateWithFirstData(to: string | URL, options?: Parameters<typeof navigate>[1]) {
  preloadPage(new URL(to, window.location.href));
  navigate(to, options);
}

const useLocationWithFirstData: BaseLocationHook = () => [useShownPath(), navigateWithFirstData];

/** Every path of the spec (§2), inside the frame every page shares. */
export function AppRoutes() {
  return (
    <Router hook={useLocationWithFirstData} searchHook={useShownSearch}>
      <AppLayout>
        <Switch>
          {PUBLIC_ROUTES.map(([path, name]) => (
            <Route key={path} path={path} component={PUBLIC_PAGES[name]} />
          ))}
          <Route component={AreaRoutes} />
        </Switch>
      </AppLayout>
    </Router>
  );
}

// A 401 while signed in: nothing stale stays on screen (nor on the device), and the login page shows.
whenSignedOut(() => {
  const { queryKey } = sessionQuery();
  if (!queryClient.getQueryData(queryKey)?.isSignedIn) return;
  void forgetAccountOnDevice().catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
  // Set, not removed: the pages watching who is signed in hear it at once, also on `/` itself.
  queryClient.setQueryData(queryKey, SIGNED_OUT);
  navigate('/', { replace: true });
});
