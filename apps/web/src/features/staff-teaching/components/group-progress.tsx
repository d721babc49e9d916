import { BarChart } from '@mantine/charts';
import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetGroupProgressQuery } from '../../../gql/graphql.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { ScrollTable } from '../../../staff/scroll-table.tsx';
import { StaffGroupPage, StaffPagination, usePageParam } from '../../../staff/staff-page.tsx';
import { groupProgressQuery } from '../api/get-group-progress.ts';

type Progress = GetGroupProgressQuery['groupProgress'];

/** `/staff/progress`: how far the group's children are, as charts with their numbers beside them. */
export function GroupProgress() {
  const { t } = useTranslation('staff-teaching');
  return (
    <StaffGroupPage title={t('progress.title')}>
      {(group) => <GroupProgressOf courseGroupId={group.id} />}
    </StaffGroupPage>
  );
}

function GroupProgressOf({ courseGroupId }: { courseGroupId: string }) {
  const { t } = useTranslation('staff-teaching');
  const [page, goTo] = usePageParam();
  const { data: progress, isPending, isPlaceholderData } = usePageQuery(groupProgressQuery(courseGroupId, page));
  // A page past the group's last (an old address, a group grown smaller) goes back to the first.
  const isPastTheEnd = page > 0 && !isPlaceholderData && progress?.children.length === 0;
  useEffect(() => {
    if (isPastTheEnd) goTo(0);
  }, [isPastTheEnd, goTo]);
  if (isPending || !progress) return <LoadingScreen />;
  if (progress.childCount === 0) return <Text role="status">{t('progress.empty')}</Text>;
  return (
    <Stack gap="lg">
      <div>
        <Text fw={700}>{t('progress.children', { count: progress.childCount })}</Text>
        <Text>{t('progress.final-tests', { handedIn: progress.finalTestsHandedIn, count: progress.childCount })}</Text>
      </div>
      <PerLesson progress={progress} />
      <PerWeek progress={progress} />
      <ChildrenTable progress={progress} />
      <StaffPagination page={page} total={progress.childCount} pageSize={progress.childPageSize} onChange={goTo} />
    </Stack>
  );
}

type Bar = { label: string; value: number };

/** A chart for the eye and a table for the numbers (and for screen readers, to whom the chart is one sentence). */
function ChartWithTable({
  id,
  title,
  description,
  columns,
  bars,
}: {
  id: string;
  title: string;
  description: string;
  columns: [string, string];
  bars: Bar[];
}) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div role="img" aria-label={description}>
          <BarChart
            h={220}
            data={bars}
            dataKey="label"
            series={[{ name: 'value', label: columns[1], color: 'teal.7' }]}
            tickLine="y"
            withTooltip={false}
            barProps={{ isAnimationActive: false }}
          />
        </div>
        <Table striped withTableBorder aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns[0]}</Table.Th>
              <Table.Th scope="col">{columns[1]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.label}>
                <Table.Td>{bar.label}</Table.Td>
                <Table.Td>{bar.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Card>
  );
}

function PerLesson({ progress }: { progress: Progress }) {
  const { t } = useTranslation('staff-teaching');
  const bars = progress.childrenPerLesson.map((row) => ({
    label: row.lessonNumber > 0 ? t('lesson', { number: row.lessonNumber }) : t('no-lesson-yet'),
    value: row.children,
  }));
  return (
    <ChartWithTable
      id="per-lesson"
      title={t('progress.per-lesson')}
      description={t('progress.per-lesson-chart')}
      columns={[t('progress.lesson-column'), t('progress.children-column')]}
      bars={bars}
    />
  );
}

function PerWeek({ progress }: { progress: Progress }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useFormatters();
  if (progress.finishedPerWeek.length === 0)
    return (
      <section aria-labelledby="per-week">
        <Title order={2} size="h4" id="per-week">
          {t('progress.per-week')}
        </Title>
        <Text>{t('progress.no-weeks')}</Text>
      </section>
    );
  const bars = progress.finishedPerWeek.map((row) => ({
    label: dates.date(row.weekStart, 'medium'),
    value: row.lessons,
  }));
  return (
    <ChartWithTable
      id="per-week"
      title={t('progress.per-week')}
      description={t('progress.per-week-chart')}
      columns={[t('progress.week-column'), t('progress.lessons-column')]}
      bars={bars}
    />
  );
}

function ChildrenTable({ progress }: { progress: Progress }) {
  const { t } = useTranslation('staff-teaching');
  return (
    <section aria-labelledby="group-children">
      <Title order={2} size="h4" id="group-children" mb="sm">
        {t('progress.children-title')}
      </Title>
      <ScrollTable minWidth={680} labelledBy="group-children">
        <Table striped highlightOnHover withTableBorder aria-labelledby="group-children">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('progress.name-column')}</Table.Th>
              <Table.Th scope="col">{t('progress.username-column')}</Table.Th>
              <Table.Th scope="col">{t('progress.reached-column')}</Table.Th>
              <Table.Th scope="col">{t('progress.finished-column')}</Table.Th>
              <Table.Th scope="col">{t('progress.final-test-column')}</Table.Th>
              <Table.Th scope="col" title={t('progress.revision-behind-help')}>
                {t('progress.revision-behind-column')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progress.children.map((child) => (
              <Table.Tr key={child.username}>
                <Table.Td>{child.name}</Table.Td>
                <Table.Td>@{child.username}</Table.Td>
                <Table.Td>{child.lessonReached > 0 ? child.lessonReached : '–'}</Table.Td>
                <Table.Td>{child.finishedLessons}</Table.Td>
                <Table.Td>{child.finalTest ? t('progress.yes') : t('progress.no')}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} href={`/staff/revision/${child.userChildId}`} size="sm">
                    {child.revisionBehind > 0
                      ? t('progress.revision-behind', { count: child.revisionBehind })
                      : t('revision.open')}
                    <VisuallyHidden>{`, ${t('revision.link', { name: child.name })}`}</VisuallyHidden>
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </section>
  );
}
