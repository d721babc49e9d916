import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { BusyError, OfflineError } from '../../lib/graphql-client.ts';
import { isMissingCode, reloadForNewRelease } from '../new-release.ts';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The spec's generic error screen: what failed, trying again, and the way back to the start. */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof OfflineError) return <OfflinePage onRetry={onRetry} />;
  // Still busy after the calm retries (lib/retry-policy.ts): said in the interface language, not as a failure.
  const isBusy = error instanceof BusyError;
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{isBusy ? t('errors.SERVER_BUSY') : t('route-error.title')}</Title>
        {!isBusy && (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap' }}>
            {describe(error)}
          </Text>
        )}
        <Group justify="center">
          <Button size="lg" variant="outline" onClick={onRetry}>
            {t('actions.try-again')}
          </Button>
          <Button component="a" href="/" size="lg">
            {t('route-error.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** A page that needs the network, opened offline: said plainly, and shown by itself once the network is back. */
function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('offline.page-title')}</Title>
        <Text size="lg">{t('offline.page-text')}</Text>
        <Group justify="center">
          <Button size="lg" variant="outline" onClick={onRetry}>
            {t('actions.try-again')}
          </Button>
          <Button component="a" href="/" size="lg">
            {t('route-error.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** A page's code missing again right after the reload for a new release: said plainly, never the browser's words. */
function NewReleasePage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {t('new-release.text')}
        </Title>
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('new-release.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

type BoundaryProps = { location: string; children: ReactNode };
type BoundaryState = {
  error: unknown;
  hasFailed: boolean;
  location: string;
  /** For a page whose code is missing: whether the page reloads for the new release (app/new-release.ts). */
  reload: 'deciding' | 'reloading' | 'declined';
};

/**
 * Catches a page that fails to render or to read its data (lib/page-query.ts); "try again", or going to another
 * address (path or query), draws it again, and the reads that failed are sent again.
 */
export function RouteErrorBoundary(props: BoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  // Another address is a fresh try too: a read that failed before is sent again when its page shows again.
  const [location, setLocation] = useState(props.location);
  if (location !== props.location) {
    reset();
    setLocation(props.location);
  }
  return <FailureBoundary {...props} resetQueries={reset} />;
}

class FailureBoundary extends Component<BoundaryProps & { resetQueries: () => void }, BoundaryState> {
  override state: BoundaryState = { error: null, hasFailed: false, location: this.props.location, reload: 'deciding' };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasFailed: true, reload: 'deciding' };
  }

  // Here, not while rendering: reloading is done once, and remembered (offline, the page says so and waits).
  override componentDidCatch(error: unknown) {
    if (!isMissingCode(error) || !navigator.onLine) return;
    this.setState({ reload: reloadForNewRelease() ? 'reloading' : 'declined' });
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, hasFailed: false, error: null };
  }

  private readonly retry = () => {
    this.props.resetQueries();
    this.setState({ hasFailed: false, error: null });
  };

  override render() {
    const { error, hasFailed, reload } = this.state;
    if (!hasFailed) return this.props.children;
    if (isMissingCode(error) && navigator.onLine) return reload === 'declined' ? <NewReleasePage /> : <LoadingScreen />;
    const isOffline = isMissingCode(error) && !navigator.onLine;
    return <RouteErrorPage error={isOffline ? new OfflineError() : error} onRetry={this.retry} />;
  }
}
