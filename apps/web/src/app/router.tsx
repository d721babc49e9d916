import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { parse } from 'regexparam';
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

type Page<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/** A page loaded when first visited, so a child's first screen carries no other page's code. */
function page<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Page<Props> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}

const lessonPages = () => import('./routes/lesson.tsx');
const libraryPages = () => import('./routes/library.tsx');
const friendsPages = () => import('./routes/friends.tsx');
const finalStepsPages = () => import('./routes/final-steps.tsx');
const parentPages = () => import('./routes/parent.tsx');
const ParentLayout = page(() => import('./routes/parent-layout.tsx'), 'ParentLayout');

const SIGNED_IN_PAGES: [path: string, page: Page][] = [
  ['/profile/create/:subscriptionId', page(() => import('./routes/create-profile.tsx'), 'CreateProfilePage')],
  ['/start/:userChildId', page(() => import('./routes/child-start.tsx'), 'ChildStartPage')],
  ['/lessons/:userChildId', page(() => import('./routes/lessons-overview.tsx'), 'LessonsOverviewPage')],
  ['/lessons/:userChildId/start', page(lessonPages, 'LessonRoute')],
  ['/lessons/:userChildId/introduction', page(lessonPages, 'IntroductionRoute')],
  ['/library/:userChildId', page(libraryPages, 'LibraryPage')],
  ['/library/:userChildId/downloads', page(libraryPages, 'DownloadsPage')],
  ['/library/:userChildId/dictionary', page(libraryPages, 'DictionaryPage')],
  ['/library/:userChildId/recitations', page(libraryPages, 'RecitationsPage')],
  ['/library/:userChildId/media', page(libraryPages, 'MediaPage')],
  ['/library/:userChildId/personal_development', page(libraryPages, 'PersonalDevelopmentPage')],
  ['/library/:userChildId/personal_development/:developmentId', page(libraryPages, 'PersonalDevelopmentChapterPage')],
  ['/friends/:userChildId', page(friendsPages, 'FriendsPage')],
  ['/friends/:userChildId/details', page(friendsPages, 'FriendDetailsPage')],
  ['/profile/:userChildId', page(() => import('./routes/my-profile.tsx'), 'MyProfilePage')],
  ['/test/:userChildId', page(finalStepsPages, 'FinalTestPage')],
  ['/final_message/:userChildId', page(finalStepsPages, 'FinalMessagePage')],
  ['/certificate/:userChildId', page(finalStepsPages, 'CertificatePage')],
  ['/messages/:userChildId', page(() => import('./routes/messages.tsx'), 'MessagesPage')],
];

const PARENT_PAGES: [path: string, page: Page][] = [
  ['/parent/profiles', page(parentPages, 'ParentProfilesPage')],
  ['/parent/profiles/child', page(parentPages, 'ChildOverviewPage')],
  ['/parent/profiles/child/details', page(parentPages, 'ChildDetailsPage')],
  ['/parent/profiles/child/unlock', page(parentPages, 'UnlockLessonsPage')],
  ['/parent/profiles/child/progression', page(parentPages, 'ChildProgressionPage')],
  ['/parent/profiles/child/send_message', page(parentPages, 'SendMessagePage')],
  ['/parent/profiles/child/final_test', page(finalStepsPages, 'ParentFinalTestPage')],
  ['/parent/lessons', page(parentPages, 'ParentLessonsPage')],
  ['/parent/account', page(parentPages, 'ParentAccountPage')],
  ['/parent/review', page(parentPages, 'ParentReviewPage')],
];

/**
 * Starts loading the page at `pathname` while the app still asks who is signed in, instead of after: one round
 * trip less before a child's first screen.
 */
export function preloadPage(pathname: string) {
  const found = [...SIGNED_IN_PAGES, ...PARENT_PAGES].find(([path]) => parse(path).pattern.test(pathname));
  if (!found) return;
  void found[1].preload();
  if (pathname.startsWith('/parent/')) void ParentLayout.preload();
}

function ParentArea() {
  return (
    <ParentLayout>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          {PARENT_PAGES.map(([path, component]) => (
            <Route key={path} path={path} component={component} />
          ))}
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
        {SIGNED_IN_PAGES.map(([path, component]) => (
          <Route key={path} path={path} component={component} />
        ))}
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
