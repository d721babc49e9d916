import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * `/letters/unsubscribe?token=…`: the link in every weekly letter. It asks first, so a mail scanner that opens links
 * stops nothing; signing in is not needed.
 */
export function Unsubscribe() {
  const { t } = useTranslation('letters');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        {unsubscribe.data === true && (
          <Alert color="green" role="status">
            {t('page.stopped')}
          </Alert>
        )}
        {(unsubscribe.data === false || !token) && (
          <Alert color="orange" role="alert">
            {t('page.unknown')}
          </Alert>
        )}
        {token && unsubscribe.data === undefined && (
          <>
            <Text>{t('page.question')}</Text>
            <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending} w="fit-content">
              {t('page.stop')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
