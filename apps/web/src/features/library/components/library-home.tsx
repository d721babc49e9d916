import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildPage } from '../../../components/child-page.tsx';
import { FactAndAnnouncement } from './fact-and-announcement.tsx';

const PARTS = ['downloads', 'dictionary', 'recitations', 'media', 'personal-development'] as const;
const PATHS: Record<(typeof PARTS)[number], string> = {
  downloads: 'downloads',
  dictionary: 'dictionary',
  recitations: 'recitations',
  media: 'media',
  'personal-development': 'personal_development',
};

/** `/library/{userChildId}`: a tile per part of the library, and the fact of the week. */
export function LibraryHome({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('library');
  return (
    <ChildPage title={t('title')} back={[{ to: `/start/${userChildId}`, label: t('back-to-start') }]}>
      <Text size="lg">{t('intro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {PARTS.map((part) => (
          <Card
            key={part}
            component={Link}
            to={`/library/${userChildId}/${PATHS[part]}`}
            withBorder
            radius="lg"
            padding="lg"
            mih={120}
          >
            <Title order={2} size="h3" c="green.9">
              {t(`${part}.title`)}
            </Title>
            <Text mt="xs">{t(`${part}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <FactAndAnnouncement userChildId={userChildId} showAnnouncement={false} />
    </ChildPage>
  );
}
