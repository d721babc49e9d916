import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetChildProgressionQuery } from '../../../gql/graphql.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { childProgressionQuery } from '../api/get-child-progression.ts';
import { ChildSummary } from './child-overview.tsx';
import classes from './child-progression.module.css';
import { ChildPageFrame } from './parent-page.tsx';

// The chart library loads with the chart, not with the parent area (as the staff's charts do).
const ProgressChart = lazy(async () => ({ default: (await import('./progress-chart.tsx')).ProgressChart }));

/** `parent/profiles/child/progression?child={id}`: in words, as charts with a scale, and as tables of the same numbers. */
export function ChildProgression() {
  const { t } = useTranslation('parent');
  return (
    <ChildPageFrame title={(name) => t('progression.title', { name })}>
      {(child) => (
        <Stack gap="lg">
          <ChildSummary childId={child.id} name={child.name} />
          <ProgressionDetails childId={child.id} />
        </Stack>
      )}
    </ChildPageFrame>
  );
}

function ProgressionDetails({ childId }: { childId: string }) {
  const { t, i18n } = useTranslation('parent');
  const data = usePageQuery(childProgressionQuery(childId)).data;
  if (!data) return <LoadingScreen />;
  const dateOf = (value: string) => formatDate(i18n.language, value, 'medium');
  const stars = data.lessons
    .filter((lesson) => lesson.finishedAt)
    .sort((a, b) => String(a.finishedAt).localeCompare(String(b.finishedAt)));
  const weeks = data.weeks.map((week) => ({ label: dateOf(`${week.week}T12:00:00`), value: week.tasks }));

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg">
        <Title order={2} size="h3" mb="sm" id="per-lesson">
          {t('progression.per-lesson')}
        </Title>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ChartBox description={t('progression.chart-label')}>
            <ProgressChart
              bars={data.lessons.map((lesson) => ({ label: String(lesson.lessonNumber), value: lesson.percentage }))}
              xAxisLabel={t('progression.lesson')}
              yAxisLabel={t('progression.percentage-axis')}
              seriesLabel={t('progression.percentage')}
              unit="%"
              max={100}
            />
          </ChartBox>
          <LessonTable lessons={data.lessons} />
        </SimpleGrid>
      </Card>

      <Card withBorder radius="lg" component="section" aria-labelledby="per-week">
        <Title order={2} size="h3" mb="sm" id="per-week">
          {t('progression.per-week')}
        </Title>
        {weeks.length === 0 ? (
          <Text>{t('progression.no-activity')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ChartBox description={t('progression.week-chart-label')}>
              <ProgressChart
                bars={weeks}
                xAxisLabel={t('progression.week-axis')}
                yAxisLabel={t('progression.tasks')}
                seriesLabel={t('progression.tasks')}
              />
            </ChartBox>
            <Table striped withTableBorder aria-labelledby="per-week">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('progression.week-axis')}</Table.Th>
                  <Table.Th scope="col">{t('progression.tasks')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {weeks.map((week) => (
                  <Table.Tr key={week.label}>
                    <Table.Td>{week.label}</Table.Td>
                    <Table.Td>{week.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        )}
      </Card>

      <Card withBorder radius="lg">
        <Title order={2} size="h3" mb="sm">
          {t('progression.stars-over-time')}
        </Title>
        {stars.length === 0 ? (
          <Text>{t('progression.no-stars')}</Text>
        ) : (
          <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {stars.map((lesson, index) => (
              <Text component="li" key={lesson.lessonId}>
                ★{' '}
                {t('progression.star-on', {
                  count: index + 1,
                  date: dateOf(String(lesson.finishedAt)),
                  number: lesson.lessonNumber,
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

/** The chart for the eye; to a screen reader one sentence, the table beside it having the numbers. */
function ChartBox({ description, children }: { description: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={description} className={classes.chart}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

type ProgressionLesson = GetChildProgressionQuery['childProgression']['lessons'][number];

function LessonTable({ lessons }: { lessons: ProgressionLesson[] }) {
  const { t } = useTranslation('parent');
  const localized = useLocalized();
  // Time watched means something only where the institute loaded a video.
  const hasVideos = lessons.some((lesson) => lesson.hasVideo);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard.
    <section className={classes.tableScroll} tabIndex={0} aria-label={t('progression.per-lesson')}>
      <Table striped className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('progression.lesson')}</Table.Th>
            <Table.Th scope="col">{t('progression.percentage')}</Table.Th>
            {hasVideos && <Table.Th scope="col">{t('progression.time')}</Table.Th>}
            <Table.Th scope="col">{t('progression.views')}</Table.Th>
            <Table.Th scope="col">{t('progression.tasks')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lessons.map((lesson) => (
            <Table.Tr key={lesson.lessonId}>
              <Table.Td>
                {lesson.lessonNumber}. {localized(lesson.name)}
              </Table.Td>
              <Table.Td>{lesson.percentage}%</Table.Td>
              {hasVideos && (
                <Table.Td>
                  {lesson.hasVideo
                    ? t('progression.minutes', { count: Math.round(lesson.timeProgress / 60) })
                    : t('progression.no-video')}
                </Table.Td>
              )}
              <Table.Td>{lesson.viewCount}</Table.Td>
              <Table.Td>
                {lesson.tasksDone} / {lesson.tasks}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
