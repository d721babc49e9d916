import './mantine.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toasts } from '../components/toasts.tsx';
import { setupI18n } from '../lib/i18n.ts';
import { afterSettling } from '../lib/idle.ts';
import { queryClient } from '../lib/query-client.ts';
import { isOpeningPage } from './lazy-page.ts';
import { reloadWhenPageCodeIsMissing } from './new-release.ts';
import { AppRoutes, preloadPage } from './router.tsx';
import { sessionQuery } from './session.ts';
import { theme } from './theme.ts';

function render(root: HTMLElement) {
  // A transition, so the first render is done in slices and the page answers taps while it draws.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <MantineProvider theme={theme} forceColorScheme="light">
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <AppRoutes />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Who is signed in, the page's code, its texts and its first data load side by side before the first render.
 * Each step is a task of its own after the modules' evaluation: as one task they blocked a slow tablet for ~0.3 s
 * (the texts' setup and a page's eight requests cost as much as evaluating the code).
 */
async function start(root: HTMLElement) {
  await nextTask();
  const i18nReady = setupI18n();
  void queryClient.prefetchQuery(sessionQuery());
  await nextTask();
  preloadPage(window.location);
  await i18nReady;
  render(root);
}

// Before any page's code is fetched: a page opened after a new release reloads instead of failing.
reloadWhenPageCodeIsMissing(isOpeningPage);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// (No top-level await here: it would stop Rolldown from merging the entry's shared modules into one file.)
void start(root);
// The app offline and progress made offline: loaded apart from the first screen, once it has settled.
const OFFLINE_SUPPORT_WAIT_MS = 3000;
afterSettling(
  () =>
    void import('../offline/service-worker.ts').then(({ startOfflineSupport }) =>
      startOfflineSupport(queryClient, async () => {
        const session = await queryClient.ensureQueryData(sessionQuery());
        return session.isSignedIn && session.actingAs === 'family';
      }),
    ),
  OFFLINE_SUPPORT_WAIT_MS,
);
