import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The spec's generic error screen: what failed, and the way back to the start. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('route-error.title')}</Title>
        <Text component="pre" style={{ whiteSpace: 'pre-wrap' }}>
          {describe(error)}
        </Text>
        <Button component="a" href="/" size="lg">
          {t('route-error.back')}
        </Button>
      </Stack>
    </Container>
  );
}

type BoundaryState = { error: unknown; hasFailed: boolean };

/** Catches a page that fails to render or load; the layout mounts a fresh one for every path. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasFailed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
