import { Accordion, Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { parentLessonsQuery } from '../api/get-parent-lessons.ts';
import { OfflineLessons } from './offline-lessons.tsx';
import { ParentPage } from './parent-page.tsx';

type ContentStatus = {
  lessonCount: number;
  lessonsWithVideo: number;
  verseCount: number;
  versesWithRecitation: number;
  versesInDutch: number;
};

/** Plainly, for parents only: what the institute has not loaded yet, and what children meet instead. */
function NotLoadedYet({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('parent');
  const missing = [
    status.lessonsWithVideo < status.lessonCount &&
      t('content-status.videos', { missing: status.lessonCount - status.lessonsWithVideo, count: status.lessonCount }),
    status.versesWithRecitation < status.verseCount && t('content-status.recitations'),
    status.versesInDutch < status.verseCount && t('content-status.dutch'),
  ].filter((line): line is string => Boolean(line));
  if (missing.length === 0) return null;
  return (
    <Alert color="blue" title={t('content-status.title')}>
      <List>
        {missing.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** `parent/lessons`: what each lesson teaches, its surah, and tips to practise together. */
export function ParentLessons() {
  const { t } = useTranslation('parent');
  const localized = useLocalized();
  const { data } = usePageQuery(parentLessonsQuery());
  if (!data) return <LoadingScreen />;
  return (
    <ParentPage title={t('lessons-page.title')}>
      <Text>{t('lessons-page.intro')}</Text>
      {data.courseContentStatus && <NotLoadedYet status={data.courseContentStatus} />}
      <OfflineLessons />
      <Accordion variant="separated" radius="md">
        {data.parentLessons.map((lesson) => (
          <Accordion.Item key={lesson.id} value={lesson.id}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={700}>
                  {t('lessons-page.lesson', { number: lesson.lessonNumber })}: {localized(lesson.name)}
                </Text>
                {lesson.label && <Text c="gray.7">({localized(lesson.label)})</Text>}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {lesson.surahNumber && (
                  <Badge color="gray.7" variant="outline" w="fit-content">
                    {t('lessons-page.surah', { number: lesson.surahNumber })}
                  </Badge>
                )}
                {lesson.description && <Text>{localized(lesson.description)}</Text>}
                {lesson.tips && (
                  <>
                    <Title order={3} size="h5">
                      {t('lessons-page.tips')}
                    </Title>
                    <Text>{localized(lesson.tips)}</Text>
                  </>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ParentPage>
  );
}
