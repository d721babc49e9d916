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

type BoundaryProps = { location: string; children: ReactNode };
type BoundaryState = { error: unknown; hasFailed: boolean; location: string };

/** Catches a page that fails to render or load; going to another address (path or query) tries again. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasFailed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasFailed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, hasFailed: false, error: null };
  }

  override render() {
    return this.state.hasFailed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
