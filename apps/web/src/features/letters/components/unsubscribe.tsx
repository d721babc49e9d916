import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
  // The button goes once clicked: the answer takes the focus, so a screen reader reads it.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (unsubscribe.data !== undefined) answer.current?.focus();
  }, [unsubscribe.data]);
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        {unsubscribe.data === true && (
          <Alert color="green" role="status" ref={answer} tabIndex={-1}>
            {t('page.stopped')}
          </Alert>
        )}
        {(unsubscribe.data === false || !token) && (
          <Alert color="orange" role="alert" ref={unsubscribe.data === false ? answer : undefined} tabIndex={-1}>
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
