import { Container, Group } from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';
import { useIsOpeningPage } from './shown-address.ts';

/**
 * Whether the page is another than the one the app opened on: only those fade in. The first page comes after the
 * loading screen, which has faded in already, as it did when both shared one `main`.
 */
function useIsLaterPage(pathname: string) {
  const [openedOn, forgetOpening] = useState<string | null>(pathname);
  // Set while rendering, as React allows for what follows from an earlier render: at once, and never back.
  if (openedOn !== null && pathname !== openedOn) forgetOpening(null);
  return openedOn === null || pathname !== openedOn;
}

/**
 * The frame of every page: the language switch on top, a word when offline, the page fading in, a failing page caught.
 * While the next page's code comes, the page before stays (app/shown-address.ts), with a bar along the top that says
 * the next is on its way.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const search = useSearch();
  const isOpening = useIsOpeningPage();
  const isLaterPage = useIsLaterPage(pathname);
  return (
    <>
      {isOpening && <div className="page-opening" role="progressbar" aria-label={t('loading')} />}
      <Container component="header" size="lg" className="app-header">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
      </Container>
      <OfflineBanner />
      <Suspense
        fallback={
          <main className="page-enter">
            <LoadingScreen />
          </main>
        }
      >
        <main key={pathname} className={isLaterPage ? 'page-enter' : undefined} aria-busy={isOpening}>
          <RouteErrorBoundary location={`${pathname}?${search}`}>{children}</RouteErrorBoundary>
        </main>
      </Suspense>
    </>
  );
}
