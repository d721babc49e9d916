import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { childProgressionQuery } from '../api/get-child-progression.ts';
import { ChildSummary } from './child-overview.tsx';
import classes from './child-progression.module.css';
import { ChildPageFrame } from './parent-page.tsx';

/** `parent/profiles/child/progression?child={id}`: in words, as bars, and as a table. */
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
  const localized = useLocalized();
  const data = usePageQuery(childProgressionQuery(childId)).data;
  if (!data) return <LoadingScreen />;
  const dateOf = (value: string) => new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const mostTasks = Math.max(1, ...data.weeks.map((week) => week.tasks));
  // Time watched means something only where the institute loaded a video.
  const hasVideos = data.lessons.some((lesson) => lesson.hasVideo);
  const stars = data.lessons
    .filter((lesson) => lesson.finishedAt)
    .sort((a, b) => String(a.finishedAt).localeCompare(String(b.finishedAt)));

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg">
        <Title order={2} size="h3" mb="sm">
          {t('progression.per-lesson')}
        </Title>
        <div className={classes.bars} role="img" aria-label={t('progression.chart-label')}>
          {data.lessons.map((lesson) => (
            <div key={lesson.lessonId} className={classes.bar} title={`${lesson.lessonNumber}: ${lesson.percentage}%`}>
              <div
                className={classes.fill}
                style={{ height: `${Math.max(lesson.percentage, 2)}%` }}
                data-done={lesson.finished || undefined}
              />
              <span className={classes.label}>{lesson.lessonNumber}</span>
            </div>
          ))}
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard. */}
        <section className={classes.tableScroll} tabIndex={0} aria-label={t('progression.per-lesson')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('progression.lesson')}</Table.Th>
                <Table.Th>{t('progression.percentage')}</Table.Th>
                {hasVideos && <Table.Th>{t('progression.time')}</Table.Th>}
                <Table.Th>{t('progression.views')}</Table.Th>
                <Table.Th>{t('progression.tasks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lessons.map((lesson) => (
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
      </Card>

      <Card withBorder radius="lg">
        <Title order={2} size="h3" mb="sm">
          {t('progression.per-week')}
        </Title>
        {data.weeks.length === 0 ? (
          <Text>{t('progression.no-activity')}</Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('progression.week-chart-label')}
          >
            {data.weeks.map((week) => (
              <Group component="li" key={week.week} gap="sm" wrap="nowrap">
                <Text size="sm" w={150}>
                  {t('progression.week', { date: dateOf(`${week.week}T12:00:00`) })}
                </Text>
                <div className={classes.weekBar} style={{ width: `${(week.tasks / mostTasks) * 60}%` }} />
                <Text size="sm" fw={700}>
                  {week.tasks}
                </Text>
              </Group>
            ))}
          </Stack>
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
