import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { queryClient, whenSignedOut } from '../lib/query-client.ts';
import { AppLayout } from './layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RenewPage } from './routes/renew.tsx';
import { SignedInOnly } from './routes/signed-in.tsx';
import { SIGNED_OUT, sessionQuery } from './session.ts';

/** A page loaded when first visited, so a child's first screen carries no other page's code. */
function page<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const CreateProfilePage = page(() => import('./routes/create-profile.tsx'), 'CreateProfilePage');
const ChildStartPage = page(() => import('./routes/child-start.tsx'), 'ChildStartPage');
const LessonsOverviewPage = page(() => import('./routes/lessons-overview.tsx'), 'LessonsOverviewPage');
const lessonRoutes = () => import('./routes/lesson.tsx');
const LessonRoute = page(lessonRoutes, 'LessonRoute');
const IntroductionRoute = page(lessonRoutes, 'IntroductionRoute');
const libraryRoutes = () => import('./routes/library.tsx');
const LibraryPage = page(libraryRoutes, 'LibraryPage');
const DownloadsPage = page(libraryRoutes, 'DownloadsPage');
const DictionaryPage = page(libraryRoutes, 'DictionaryPage');
const RecitationsPage = page(libraryRoutes, 'RecitationsPage');
const MediaPage = page(libraryRoutes, 'MediaPage');
const PersonalDevelopmentPage = page(libraryRoutes, 'PersonalDevelopmentPage');
const PersonalDevelopmentChapterPage = page(libraryRoutes, 'PersonalDevelopmentChapterPage');
const friendsRoutes = () => import('./routes/friends.tsx');
const FriendsPage = page(friendsRoutes, 'FriendsPage');
const FriendDetailsPage = page(friendsRoutes, 'FriendDetailsPage');
const MyProfilePage = page(() => import('./routes/my-profile.tsx'), 'MyProfilePage');
const finalStepsRoutes = () => import('./routes/final-steps.tsx');
const FinalTestPage = page(finalStepsRoutes, 'FinalTestPage');
const FinalMessagePage = page(finalStepsRoutes, 'FinalMessagePage');
const CertificatePage = page(finalStepsRoutes, 'CertificatePage');
const ParentFinalTestPage = page(finalStepsRoutes, 'ParentFinalTestPage');
const MessagesPage = page(() => import('./routes/messages.tsx'), 'MessagesPage');
const ParentLayout = page(() => import('./routes/parent-layout.tsx'), 'ParentLayout');
const parentRoutes = () => import('./routes/parent.tsx');
const ParentProfilesPage = page(parentRoutes, 'ParentProfilesPage');
const ChildOverviewPage = page(parentRoutes, 'ChildOverviewPage');
const ChildDetailsPage = page(parentRoutes, 'ChildDetailsPage');
const UnlockLessonsPage = page(parentRoutes, 'UnlockLessonsPage');
const ChildProgressionPage = page(parentRoutes, 'ChildProgressionPage');
const SendMessagePage = page(parentRoutes, 'SendMessagePage');
const ParentLessonsPage = page(parentRoutes, 'ParentLessonsPage');
const ParentAccountPage = page(parentRoutes, 'ParentAccountPage');
const ParentReviewPage = page(parentRoutes, 'ParentReviewPage');

function ParentArea() {
  return (
    <ParentLayout>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          <Route path="/parent/profiles" component={ParentProfilesPage} />
          <Route path="/parent/profiles/child" component={ChildOverviewPage} />
          <Route path="/parent/profiles/child/details" component={ChildDetailsPage} />
          <Route path="/parent/profiles/child/unlock" component={UnlockLessonsPage} />
          <Route path="/parent/profiles/child/progression" component={ChildProgressionPage} />
          <Route path="/parent/profiles/child/send_message" component={SendMessagePage} />
          <Route path="/parent/profiles/child/final_test" component={ParentFinalTestPage} />
          <Route path="/parent/lessons" component={ParentLessonsPage} />
          <Route path="/parent/account" component={ParentAccountPage} />
          <Route path="/parent/review" component={ParentReviewPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ParentLayout>
  );
}

function SignedInRoutes() {
  return (
    <SignedInOnly>
      <Switch>
        <Route path="/profile/create/:subscriptionId" component={CreateProfilePage} />
        <Route path="/start/:userChildId" component={ChildStartPage} />
        <Route path="/lessons/:userChildId" component={LessonsOverviewPage} />
        <Route path="/lessons/:userChildId/start" component={LessonRoute} />
        <Route path="/lessons/:userChildId/introduction" component={IntroductionRoute} />
        <Route path="/library/:userChildId" component={LibraryPage} />
        <Route path="/library/:userChildId/downloads" component={DownloadsPage} />
        <Route path="/library/:userChildId/dictionary" component={DictionaryPage} />
        <Route path="/library/:userChildId/recitations" component={RecitationsPage} />
        <Route path="/library/:userChildId/media" component={MediaPage} />
        <Route path="/library/:userChildId/personal_development" component={PersonalDevelopmentPage} />
        <Route
          path="/library/:userChildId/personal_development/:developmentId"
          component={PersonalDevelopmentChapterPage}
        />
        <Route path="/friends/:userChildId" component={FriendsPage} />
        <Route path="/friends/:userChildId/details" component={FriendDetailsPage} />
        <Route path="/profile/:userChildId" component={MyProfilePage} />
        <Route path="/test/:userChildId" component={FinalTestPage} />
        <Route path="/final_message/:userChildId" component={FinalMessagePage} />
        <Route path="/certificate/:userChildId" component={CertificatePage} />
        <Route path="/messages/:userChildId" component={MessagesPage} />
        <Route path="/parent">
          <Redirect to="/parent/profiles" replace />
        </Route>
        <Route path="/parent/*" component={ParentArea} />
        <Route component={NotFoundPage} />
      </Switch>
    </SignedInOnly>
  );
}

/** Every path of the spec (§2), inside the frame every page shares. */
export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/renew" component={RenewPage} />
        <Route component={SignedInRoutes} />
      </Switch>
    </AppLayout>
  );
}

// A 401 while signed in: nothing stale stays on screen, and the login page shows.
whenSignedOut(() => {
  if (!queryClient.getQueryData(sessionQuery().queryKey)?.isSignedIn) return;
  queryClient.clear();
  queryClient.setQueryData(sessionQuery().queryKey, SIGNED_OUT);
  navigate('/', { replace: true });
});
