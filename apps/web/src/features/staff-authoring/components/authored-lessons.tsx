import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PagePart } from '../../../components/page-part.tsx';
import type { GetQuranSurahsQuery, GetStaffLessonsQuery } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { quranSurahsQuery } from '../api/get-quran-surahs.ts';
import { staffLessonsQuery } from '../api/get-staff-lessons.ts';

type AuthoredLesson = GetStaffLessonsQuery['staffLessons'][number];

/** `/staff/lessons`: the course's lessons in order, what children see of each, and a new lesson at the end. */
export function AuthoredLessons() {
  const { t } = useTranslation('staff-content');
  const { data } = usePageQuery(staffLessonsQuery());
  return (
    <StaffPage title={t('lessons.title')}>
      <Text>{t('lessons.intro')}</Text>
      {!data ? <LoadingScreen /> : <LessonTable lessons={data} />}
      <NewLesson />
    </StaffPage>
  );
}

export function LessonStateBadge({ lesson }: { lesson: Pick<AuthoredLesson, 'isPublished' | 'hasDraft'> }) {
  const { t } = useTranslation('staff-content');
  return (
    <Group gap={4}>
      <Badge color={lesson.isPublished ? 'teal.9' : 'gray.8'}>
        {t(lesson.isPublished ? 'state.published' : 'state.unpublished')}
      </Badge>
      {lesson.hasDraft && <Badge color="blue.9">{t('state.draft')}</Badge>}
    </Group>
  );
}

function LessonTable({ lessons }: { lessons: AuthoredLesson[] }) {
  const { t } = useTranslation('staff-content');
  const localized = useLocalized();
  const dates = useFormatters();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lessons.number')}</Table.Th>
            <Table.Th>{t('lessons.name')}</Table.Th>
            <Table.Th>{t('lessons.surah')}</Table.Th>
            <Table.Th>{t('lessons.state')}</Table.Th>
            <Table.Th>{t('lessons.published-at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lessons.map((lesson) => (
            <Table.Tr key={lesson.id}>
              <Table.Td>{lesson.sequence}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/staff/lessons/${lesson.id}`}>
                  {localized(lesson.name)}
                </Anchor>
              </Table.Td>
              <Table.Td>{lesson.surahNumber}</Table.Td>
              <Table.Td>
                <LessonStateBadge lesson={lesson} />
              </Table.Td>
              <Table.Td>
                {lesson.publishedAt
                  ? t('lessons.version-of', { version: lesson.version, date: dates.moment(lesson.publishedAt) })
                  : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A new lesson starts from its surah: the editor opens with the surah's verses and words. */
function NewLesson() {
  const { t } = useTranslation('staff-content');
  const surahs = useQuery(quranSurahsQuery());
  return (
    <Stack gap="xs" component="section" aria-labelledby="new-lesson">
      <Text component="h2" fw={700} size="lg" id="new-lesson">
        {t('lessons.new-title')}
      </Text>
      <PagePart query={surahs}>{(options) => <SurahChoice surahs={options} />}</PagePart>
    </Stack>
  );
}

function SurahChoice({ surahs }: { surahs: GetQuranSurahsQuery['quranSurahs'] }) {
  const { t } = useTranslation('staff-content');
  const [, navigate] = useLocation();
  const [surah, setSurah] = useState<string | null>(null);
  return (
    <Group align="flex-end">
      <Select
        label={t('lessons.new-surah')}
        placeholder={t('lessons.new-surah-placeholder')}
        searchable
        data={surahs.map((option) => ({
          value: String(option.number),
          label: `${option.number}. ${option.name} (${option.meaning})`,
        }))}
        value={surah}
        onChange={setSurah}
        w={360}
        nothingFoundMessage={t('lessons.new-surah-none')}
      />
      <Button disabled={!surah} onClick={() => navigate(`/staff/lessons/new?surah=${surah}`)}>
        {t('lessons.new')}
      </Button>
    </Group>
  );
}
