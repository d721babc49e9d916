import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { queryClient, whenSignedOut } from '../lib/query-client.ts';
import { AppLayout } from './layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RenewPage } from './routes/renew.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';
import { SignedInOnly } from './routes/signed-in.tsx';
import { type SessionState, sessionLoader } from './session.ts';

export const router = createBrowserRouter([
  {
    id: 'root',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    loader: sessionLoader,
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname === nextUrl.pathname,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'renew', element: <RenewPage /> },
      {
        element: <SignedInOnly />,
        children: [
          {
            path: 'profile/create/:subscriptionId',
            lazy: async () => ({ Component: (await import('./routes/create-profile.tsx')).CreateProfilePage }),
          },
          {
            path: 'start/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/child-start.tsx')).ChildStartPage }),
          },
          {
            path: 'lessons/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/lessons-overview.tsx')).LessonsOverviewPage }),
          },
          {
            path: 'lessons/:userChildId/start',
            lazy: async () => ({ Component: (await import('./routes/lesson.tsx')).LessonRoute }),
          },
          {
            path: 'lessons/:userChildId/introduction',
            lazy: async () => ({ Component: (await import('./routes/lesson.tsx')).IntroductionRoute }),
          },
          {
            path: 'library/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).LibraryPage }),
          },
          {
            path: 'library/:userChildId/downloads',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).DownloadsPage }),
          },
          {
            path: 'library/:userChildId/dictionary',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).DictionaryPage }),
          },
          {
            path: 'library/:userChildId/recitations',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).RecitationsPage }),
          },
          {
            path: 'library/:userChildId/media',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).MediaPage }),
          },
          {
            path: 'library/:userChildId/personal_development',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).PersonalDevelopmentPage }),
          },
          {
            path: 'library/:userChildId/personal_development/:developmentId',
            lazy: async () => ({ Component: (await import('./routes/library.tsx')).PersonalDevelopmentChapterPage }),
          },
          {
            path: 'friends/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/friends.tsx')).FriendsPage }),
          },
          {
            path: 'friends/:userChildId/details',
            lazy: async () => ({ Component: (await import('./routes/friends.tsx')).FriendDetailsPage }),
          },
          {
            path: 'profile/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/my-profile.tsx')).MyProfilePage }),
          },
          {
            path: 'test/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/final-steps.tsx')).FinalTestPage }),
          },
          {
            path: 'final_message/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/final-steps.tsx')).FinalMessagePage }),
          },
          {
            path: 'certificate/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/final-steps.tsx')).CertificatePage }),
          },
          {
            path: 'messages/:userChildId',
            lazy: async () => ({ Component: (await import('./routes/messages.tsx')).MessagesPage }),
          },
          {
            path: 'parent',
            lazy: async () => ({ Component: (await import('./routes/parent-layout.tsx')).ParentLayout }),
            children: [
              { index: true, element: <Navigate to="profiles" replace /> },
              {
                path: 'profiles',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ParentProfilesPage }),
              },
              {
                path: 'profiles/child',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ChildOverviewPage }),
              },
              {
                path: 'profiles/child/details',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ChildDetailsPage }),
              },
              {
                path: 'profiles/child/unlock',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).UnlockLessonsPage }),
              },
              {
                path: 'profiles/child/progression',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ChildProgressionPage }),
              },
              {
                path: 'profiles/child/send_message',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).SendMessagePage }),
              },
              {
                path: 'profiles/child/final_test',
                lazy: async () => ({ Component: (await import('./routes/final-steps.tsx')).ParentFinalTestPage }),
              },
              {
                path: 'lessons',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ParentLessonsPage }),
              },
              {
                path: 'account',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ParentAccountPage }),
              },
              {
                path: 'review',
                lazy: async () => ({ Component: (await import('./routes/parent.tsx')).ParentReviewPage }),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

// A 401 while signed in: nothing stale stays on screen, and the login page shows.
whenSignedOut(() => {
  const session = router.state.loaderData.root as SessionState | undefined;
  if (!session?.isSignedIn) return;
  queryClient.clear();
  void router.navigate('/', { replace: true }).then(() => router.revalidate());
});
