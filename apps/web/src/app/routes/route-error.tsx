import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The spec's generic error screen: a routing failure with its status or message. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
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
