import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { personalDevelopmentsQuery } from '../api/get-personal-developments.ts';
import { DownloadButton } from './download-button.tsx';

/** `/library/{userChildId}/personal_development`: the chapters, each opening its own page. */
export function PersonalDevelopmentList({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('library');
  const localized = useLocalized();
  const { data } = usePageQuery(personalDevelopmentsQuery(userChildId));
  if (!data) return <LoadingScreen />;
  return (
    <ChildPage
      title={t('personal-development.title')}
      back={[{ to: `/library/${userChildId}`, label: t('back-to-library') }]}
    >
      {data.length === 0 && <Text size="lg">{t('personal-development.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {data.map((item) => (
          <Card
            key={item.id}
            component={Link}
            to={`/library/${userChildId}/personal_development/${item.id}`}
            withBorder
            radius="lg"
            padding="lg"
          >
            {item.image && (
              <Card.Section>
                <Image src={item.image} alt="" h={140} />
              </Card.Section>
            )}
            <Text size="sm" c="gray.7" mt={item.image ? 'sm' : 0}>
              {t('personal-development.chapter', { chapter: item.chapter })}
            </Text>
            <Title order={2} size="h4" c="green.9">
              {localized(item.title)}
            </Title>
            {item.subtitle && <Text mt={4}>{localized(item.subtitle)}</Text>}
          </Card>
        ))}
      </SimpleGrid>
    </ChildPage>
  );
}

/** `/library/{userChildId}/personal_development/{id}`: one chapter with its video, text and worksheet. */
export function PersonalDevelopmentChapter({
  userChildId,
  developmentId,
}: {
  userChildId: string;
  developmentId: string;
}) {
  const { t } = useTranslation('library');
  const localized = useLocalized();
  const { data } = usePageQuery(personalDevelopmentsQuery(userChildId));
  if (!data) return <LoadingScreen />;
  const item = data.find((candidate) => candidate.id === developmentId);
  const back = [
    { to: `/library/${userChildId}`, label: t('back-to-library') },
    { to: `/library/${userChildId}/personal_development`, label: t('back-to-personal-development') },
    { to: `/library/${userChildId}/recitations`, label: t('back-to-recitations') },
  ];
  if (!item)
    return (
      <ChildPage title={t('personal-development.not-found')} back={back}>
        {null}
      </ChildPage>
    );
  return (
    <ChildPage title={t('personal-development.chapter', { chapter: item.chapter })} back={back}>
      <Stack gap="md">
        <Title order={2}>{localized(item.title)}</Title>
        {item.subtitle && (
          <Text size="lg" fw={600}>
            {localized(item.subtitle)}
          </Text>
        )}
        <VideoPlayer vimeoUrl={item.vimeoUrl} title={localized(item.title)} />
        {item.text && (
          <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
            {localized(item.text)}
          </Text>
        )}
        {item.attachment && (
          <Card withBorder radius="lg">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text size="sm" c="gray.7">
                  {t('personal-development.worksheet')}
                </Text>
                <Title order={3} size="h4">
                  {localized(item.attachment.title)}
                </Title>
              </div>
              <DownloadButton files={item.attachment.files} title={localized(item.attachment.title)} />
            </Group>
          </Card>
        )}
      </Stack>
    </ChildPage>
  );
}
