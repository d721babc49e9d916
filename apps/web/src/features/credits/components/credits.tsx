import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { usePageQuery } from '../../../lib/page-query.ts';
import { type CreditSource, creditsQuery } from '../api/get-credits.ts';

/** `/credits`: every source of the course with its own notice and licence, for families and visitors alike. */
export function Credits() {
  const { t } = useTranslation('credits');
  const { data } = usePageQuery(creditsQuery());
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
        {!data ? (
          <LoadingScreen />
        ) : data.length === 0 ? (
          <Text role="status">{t('empty')}</Text>
        ) : (
          <Stack gap="md">
            {data.map((source) => (
              <SourceCard key={source.key} source={source} />
            ))}
          </Stack>
        )}
        <Anchor component={Link} href="/" py={10} w="fit-content">
          {t('back')}
        </Anchor>
      </Stack>
    </Container>
  );
}

function SourceCard({ source }: { source: CreditSource }) {
  const { t } = useTranslation('credits');
  const titleId = `credit-${source.key.replace(/[^\w-]/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {source.name}
          </Title>
          <Badge color="gray.8">{t(`kind.${source.kind}` as 'kind.translation', source.kind)}</Badge>
        </Group>
        <Text size="sm">
          <strong>{t('notice')}:</strong>
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {source.notice}
        </Text>
        <Text size="sm">
          <strong>{t('licence')}:</strong> {source.licence}
        </Text>
        {source.url && (
          <Anchor
            href={source.url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            py={12}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('source', { url: source.url })}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
