import type { Namespace } from '@koran-kids/i18n/languages';
import i18next from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { queryClient, whenSignedOut } from '../lib/query-client.ts';
import { type FirstData, lessonData, lessonsOverviewData, startPageData } from './first-data.ts';
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

/** Loads a module of pages and, beside it, the texts it translates with (a namespace missed here loads later). */
function withTexts<Module>(load: () => Promise<Module>, namespaces: Namespace[]) {
  return async () => (await Promise.all([load(), i18next.loadNamespaces(namespaces)]))[0];
}

const createProfilePage = withTexts(() => import('./routes/create-profile.tsx'), ['profiles', 'parent']);
const childStartPage = withTexts(() => import('./routes/child-start.tsx'), ['lessons', 'final-steps']);
const lessonsOverviewPage = withTexts(() => import('./routes/lessons-overview.tsx'), ['lessons']);
const myProfilePage = withTexts(() => import('./routes/my-profile.tsx'), ['profiles']);
const messagesPage = withTexts(() => import('./routes/messages.tsx'), ['messages']);
const parentLayout = withTexts(() => import('./routes/parent-layout.tsx'), ['parent']);
// Not 'parent': only a locked lesson's pincode form needs it, and a child's usual lesson should not wait for it.
const lessonPages = withTexts(() => import('./routes/lesson.tsx'), ['lessons', 'tasks']);
const libraryPages = withTexts(() => import('./routes/library.tsx'), ['library', 'lessons']);
const friendsPages = withTexts(() => import('./routes/friends.tsx'), ['friends', 'profiles']);
const finalStepsPages = withTexts(() => import('./routes/final-steps.tsx'), ['final-steps', 'certificate']);
const parentPages = withTexts(() => import('./routes/parent.tsx'), ['parent', 'profiles']);
const ParentLayout = page(parentLayout, 'ParentLayout');
const NewPincodePage = page(
  withTexts(() => import('./routes/new-pincode.tsx'), ['parent']),
  'NewPincodePage',
);
const YourDataPage = page(
  withTexts(() => import('./routes/your-data.tsx'), ['parent']),
  'YourDataPage',
);

const SIGNED_IN_PAGES: [path: string, page: Page, firstData?: FirstData][] = [
  ['/profile/create/:subscriptionId', page(createProfilePage, 'CreateProfilePage')],
  ['/start/:userChildId', page(childStartPage, 'ChildStartPage'), startPageData],
  ['/lessons/:userChildId', page(lessonsOverviewPage, 'LessonsOverviewPage'), lessonsOverviewData],
  ['/lessons/:userChildId/start', page(lessonPages, 'LessonRoute'), lessonData],
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
  ['/profile/:userChildId', page(myProfilePage, 'MyProfilePage')],
  ['/test/:userChildId', page(finalStepsPages, 'FinalTestPage')],
  ['/final_message/:userChildId', page(finalStepsPages, 'FinalMessagePage')],
  ['/certificate/:userChildId', page(finalStepsPages, 'CertificatePage')],
  ['/messages/:userChildId', page(messagesPage, 'MessagesPage')],
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
 * Starts loading the page at this address, and the data it shows first, while the app still asks who is signed
 * in, instead of after: a round trip less before a child's first screen.
 */
export function preloadPage({ pathname, search }: { pathname: string; search: string }) {
  for (const [path, page, firstData] of [...SIGNED_IN_PAGES, ...PARENT_PAGES]) {
    const [isMatch, params] = matchRoute(parse, path, pathname);
    if (!isMatch) continue;
    void page.preload();
    if (pathname.startsWith('/parent/')) void ParentLayout.preload();
    firstData?.(params, new URLSearchParams(search));
    return;
  }
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
        <Route path="/your-data" component={YourDataPage} />
        <Route path="/new-pincode" component={NewPincodePage} />
        <Route component={SignedInRoutes} />
      </Switch>
    </AppLayout>
  );
}

// A 401 while signed in: nothing stale stays on screen, and the login page shows.
whenSignedOut(() => {
  const { queryKey } = sessionQuery();
  if (!queryClient.getQueryData(queryKey)?.isSignedIn) return;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
  // Set, not removed: the pages watching who is signed in hear it at once, also on `/` itself.
  queryClient.setQueryData(queryKey, SIGNED_OUT);
  navigate('/', { replace: true });
});
