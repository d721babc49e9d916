import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineError } from '../lib/graphql-client.ts';
import { isArriving, type PartRead } from '../lib/part-read.ts';

/**
 * One part of a page that reads its own data (a card on the child's page, a summary): a small spinner while it
 * loads, its data once there, and when the read fails with nothing to show a sentence with "try again" in its
 * place (offline: that it needs the internet), so a part never stays blank. The rest of the page goes on working.
 * A failed re-read keeps what is shown. Several reads shown together: `allReads` (lib/part-read.ts). The page's own
 * data loads through usePageQuery (lib/page-query.ts).
 */
export function PagePart<TData>({ query, children }: { query: PartRead<TData>; children: (data: TData) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    const isOffline = query.error instanceof OfflineError;
    return (
      <Alert color={isOffline ? 'gray' : 'orange'} role="alert" variant="light">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t(isOffline ? 'page-part.offline' : 'page-part.failed')}</Text>
          <Button size="xs" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('actions.try-again')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return isArriving(query) ? <PartLoader /> : null;
}

/** The small spinner a part shows while its data is on its way. */
export function PartLoader() {
  const { t } = useTranslation();
  return <Loader size="sm" role="status" aria-label={t('loading')} />;
}
