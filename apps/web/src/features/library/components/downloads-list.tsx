import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { libraryDownloadsQuery } from '../api/get-library-downloads.ts';
import { DownloadButton } from './download-button.tsx';

/** `/library/{userChildId}/downloads`: worksheets, newest first, downloaded through the server. */
export function DownloadsList({ userChildId }: { userChildId: string }) {
  const { t, i18n } = useTranslation('library');
  const localized = useLocalized();
  const { data } = usePageQuery(libraryDownloadsQuery(userChildId));
  if (!data) return <LoadingScreen />;
  return (
    <ChildPage title={t('downloads.title')} back={[{ to: `/library/${userChildId}`, label: t('back-to-library') }]}>
      {data.length === 0 && <Text size="lg">{t('downloads.empty')}</Text>}
      <Stack gap="sm">
        {data.map((download) => (
          <Card key={download.id} withBorder radius="lg" padding="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Title order={2} size="h4">
                  {localized(download.title)}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('downloads.added', {
                    date: formatDate(i18n.language, download.createdAt),
                  })}
                </Text>
              </div>
              <DownloadButton files={download.files} title={localized(download.title)} />
            </Group>
          </Card>
        ))}
      </Stack>
    </ChildPage>
  );
}
