import { Button, Card, Modal, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { mediaQuery } from '../api/get-media.ts';

/** `/library/{userChildId}/media`: the course's videos as tiles; a tile opens the player. */
export function MediaList({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('library');
  const localized = useLocalized();
  const { data } = usePageQuery(mediaQuery(userChildId));
  const [openId, setOpenId] = useState<string | null>(null);
  if (!data) return <LoadingScreen />;
  const open = data.find((video) => video.id === openId);
  const labelOf = (video: (typeof data)[number]) =>
    video.kind === 'LESSON'
      ? t('media.lesson', { number: video.number })
      : t('media.chapter', { chapter: video.number });
  return (
    <ChildPage title={t('media.title')} back={[{ to: `/library/${userChildId}`, label: t('back-to-library') }]}>
      {data.length === 0 && <Text size="lg">{t('media.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {data.map((video) => (
          <Card key={video.id} withBorder radius="lg" padding="lg">
            <Stack gap="xs">
              <Text size="sm" c="gray.7">
                {labelOf(video)}
              </Text>
              <Title order={2} size="h4">
                {localized(video.title)}
              </Title>
              <Button size="md" onClick={() => setOpenId(video.id)}>
                {t('media.play')}
                <VisuallyHidden>: {localized(video.title)}</VisuallyHidden>
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={Boolean(open)}
        onClose={() => setOpenId(null)}
        title={open ? `${labelOf(open)}: ${localized(open.title)}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open && <VideoPlayer vimeoUrl={open.vimeoUrl} videoUrl={open.videoUrl} title={localized(open.title)} />}
      </Modal>
    </ChildPage>
  );
}
