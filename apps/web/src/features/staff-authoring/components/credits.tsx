import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { contentSourcesQuery } from '../api/get-content-sources.ts';

/** `/staff/credits`: every imported source with its own notice and licence, before an institute goes live. */
export function Credits() {
  const { t } = useTranslation('staff-content');
  const dates = useFormatters();
  const { data } = usePageQuery(contentSourcesQuery());
  return (
    <StaffPage title={t('credits.title')}>
      <Text>{t('credits.intro')}</Text>
      {!data ? (
        <LoadingScreen />
      ) : data.length === 0 ? (
        <Text role="status">{t('credits.empty')}</Text>
      ) : (
        <Stack gap="md">
          {data.map((source) => (
            <Card
              key={source.key}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-labelledby={`source-${source.key}`}
            >
              <Stack gap={6}>
                <Group gap="xs">
                  <Title order={2} size="h4" id={`source-${source.key}`}>
                    {source.name}
                  </Title>
                  <Badge color="gray.8">
                    {t(`credits.kind.${source.kind}` as 'credits.kind.translation', source.kind)}
                  </Badge>
                </Group>
                <Text size="sm">
                  <strong>{t('credits.notice')}:</strong>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {source.notice}
                </Text>
                <Text size="sm">
                  <strong>{t('credits.licence')}:</strong> {source.licence}
                </Text>
                {source.url && (
                  <Anchor href={source.url} target="_blank" rel="noreferrer" size="sm">
                    {source.url}
                  </Anchor>
                )}
                {source.importedAt && (
                  <Text size="sm" c="dimmed">
                    {t('credits.imported-at', { date: dates.moment(source.importedAt) })}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </StaffPage>
  );
}
