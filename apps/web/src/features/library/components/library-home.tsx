import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { usePageQuery } from '../../../lib/page-query.ts';
import { libraryShelvesQuery } from '../api/get-library-shelves.ts';
import { FactOfTheWeek } from './fact-and-announcement.tsx';

const PARTS = ['downloads', 'dictionary', 'recitations', 'media', 'personal-development'] as const;
const PATHS: Record<(typeof PARTS)[number], string> = {
  downloads: 'downloads',
  dictionary: 'dictionary',
  recitations: 'recitations',
  media: 'media',
  'personal-development': 'personal_development',
};

/** A tile promises what is on its shelf: an empty shelf of recordings says so instead. */
const EMPTY_TEXTS: Partial<Record<(typeof PARTS)[number], 'recitations.text-empty' | 'media.text-empty'>> = {
  recitations: 'recitations.text-empty',
  media: 'media.text-empty',
};

/** `/library/{userChildId}`: a tile per part of the library, and the fact of the week. */
export function LibraryHome({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('library');
  const shelves = usePageQuery(libraryShelvesQuery(userChildId)).data;
  if (!shelves) return <LoadingScreen />;
  const isEmpty = { recitations: shelves.recitationCount === 0, media: shelves.videoCount === 0 };
  const textOf = (part: (typeof PARTS)[number]) => {
    const empty = EMPTY_TEXTS[part];
    return empty && isEmpty[part as keyof typeof isEmpty] ? t(empty) : t(`${part}.text`);
  };
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
            <Text mt="xs">{textOf(part)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <FactOfTheWeek userChildId={userChildId} />
    </ChildPage>
  );
}
