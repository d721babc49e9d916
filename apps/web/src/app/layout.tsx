import { Container, Group } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** The frame of every page: the language switch on top, a word when offline, the page fading in, a failing page caught. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const search = useSearch();
  return (
    <>
      <Container component="header" size="lg" className="app-header">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
      </Container>
      <OfflineBanner />
      <main key={pathname} className="page-enter">
        <RouteErrorBoundary location={`${pathname}?${search}`}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
