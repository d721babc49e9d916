import { revisionPlan } from '@koran-kids/input/forms/revision';
import { familyDay, REVISION_DAYS, REVISION_MINUTES } from '@koran-kids/revision';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SpaciousReadingSwitch } from '../../../components/spacious-reading-switch.tsx';
import type { GetRevisionHistoryQuery, RevisionGrade } from '../../../gql/graphql.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { useCorrectRevisionGrade } from '../api/correct-revision-grade.ts';
import { revisionHistoryQuery } from '../api/get-revision-history.ts';
import { useSetRevisionPlan } from '../api/set-revision-plan.ts';
import { ChildPageFrame } from './parent-page.tsx';

// The chart library loads with the chart, as on the progress page.
const RecallChart = lazy(async () => ({ default: (await import('./recall-chart.tsx')).RecallChart }));

type History = GetRevisionHistoryQuery['revisionHistory'][number];
const GRADES: RevisionGrade[] = ['GOOD', 'HARD', 'AGAIN'];
const checkPlan = schemaResolver(revisionPlan, { sync: true });

/** `parent/profiles/child/revision?child={id}`: the plan, what is due, how each passage holds, and the grades. */
export function ChildRevision() {
  const { t } = useTranslation('revision');
  return (
    <ChildPageFrame title={(name) => `${t('parent.title')}: ${name}`}>
      {(child) => <RevisionDetails childId={child.id} name={child.name} />}
    </ChildPageFrame>
  );
}

function RevisionDetails({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('revision');
  const data = usePageQuery(revisionHistoryQuery(childId)).data;
  if (!data) return <LoadingScreen />;
  return (
    <Stack gap="lg">
      <Text>{t('parent.intro', { name })}</Text>
      <PlanForm childId={childId} plan={data.childRevision} />
      <SpaciousReadingSwitch userChildId={childId} isOn={data.child.spaciousReading} />
      {data.revisionHistory.length === 0 ? (
        <Text>{t('parent.none', { name })}</Text>
      ) : (
        <>
          <Passages passages={data.revisionHistory} name={name} />
          <Holding passages={data.revisionHistory} name={name} />
          <Grades childId={childId} passages={data.revisionHistory} />
        </>
      )}
    </Stack>
  );
}

function PlanForm({ childId, plan }: { childId: string; plan: { minutesPerDay: number; daysPerWeek: number } }) {
  const { t } = useTranslation('revision');
  const save = useSetRevisionPlan(childId);
  const form = useCheckedForm({
    initialValues: plan,
    validate: checkPlan,
    problemText: (code) => (code === 'too-small' || code === 'too-large' ? t(`parent.${code}`) : t('parent.invalid')),
  });
  const { onSubmit } = useFormSubmit(form, { send: save.mutateAsync, toast: () => t('parent.plan-saved') });
  return (
    <Card withBorder radius="lg" component="form" onSubmit={onSubmit} noValidate aria-labelledby="revision-plan">
      <Title order={2} size="h3" id="revision-plan" mb="sm">
        {t('parent.plan')}
      </Title>
      <Group align="end" wrap="wrap">
        <NumberInput
          label={t('parent.minutes-per-day')}
          min={REVISION_MINUTES.min}
          max={REVISION_MINUTES.max}
          step={5}
          w={220}
          {...form.getInputProps('minutesPerDay')}
        />
        <NativeSelect
          label={t('parent.days-per-week')}
          data={Array.from({ length: REVISION_DAYS.max }, (_, index) => String(index + REVISION_DAYS.min))}
          w={260}
          {...form.getInputProps('daysPerWeek')}
          value={String(form.values.daysPerWeek)}
          onChange={(event) => form.setFieldValue('daysPerWeek', Number(event.currentTarget.value))}
        />
        <Button type="submit" loading={save.isPending}>
          {t('parent.save-plan')}
        </Button>
      </Group>
    </Card>
  );
}

function Passages({ passages, name }: { passages: History[]; name: string }) {
  const { t } = useTranslation('revision');
  const format = useFormatters();
  const localized = useLocalized();
  const today = familyDay(new Date());
  const statusOf = (due: string) => {
    const day = familyDay(new Date(due));
    if (day < today) return <Badge color="orange">{t('parent.overdue')}</Badge>;
    if (day === today) return <Badge color="blue">{t('parent.due-today')}</Badge>;
    return <Badge color="gray">{t('parent.later')}</Badge>;
  };
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('parent.passage')}</Table.Th>
          <Table.Th>{t('parent.due')}</Table.Th>
          <Table.Th>{t('parent.recall', { name })}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {passages.map(({ passage, recallNow }) => (
          <Table.Tr key={passage.lessonId}>
            <Table.Td>{localized(passage.name)}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                {format.date(passage.due, 'medium')} {statusOf(passage.due)}
              </Group>
            </Table.Td>
            <Table.Td>{format.number(recallNow, { style: 'percent' })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One passage's recall as the scheduler expected it at each revision, and now: how it holds over time. */
function Holding({ passages, name }: { passages: History[]; name: string }) {
  const { t } = useTranslation('revision');
  const format = useFormatters();
  const localized = useLocalized();
  const [chosen, setChosen] = useState(passages[0]?.passage.lessonId ?? '');
  const history = passages.find((each) => each.passage.lessonId === chosen) ?? passages[0];
  if (!history) return null;
  const points = [
    ...history.reviews.map((review) => ({
      label: format.date(review.reviewedAt, 'medium'),
      value: Math.round((review.recallBefore ?? 1) * 100),
    })),
    { label: format.date(new Date(), 'medium'), value: Math.round(history.recallNow * 100) },
  ];
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="revision-holds">
      <Title order={2} size="h3" id="revision-holds" mb="sm">
        {t('parent.holds', { name })}
      </Title>
      <Select
        label={t('parent.passage')}
        data={passages.map((each) => ({ value: each.passage.lessonId, label: localized(each.passage.name) }))}
        value={history.passage.lessonId}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        w={280}
        mb="md"
      />
      <Suspense fallback={<LoadingScreen />}>
        <RecallChart points={points} xAxisLabel={t('parent.chart-x')} yAxisLabel={t('parent.chart-y')} />
      </Suspense>
    </Card>
  );
}

/** The child's own grades, newest first; a parent may put another grade in place of one. */
function Grades({ childId, passages }: { childId: string; passages: History[] }) {
  const { t } = useTranslation('revision');
  const format = useFormatters();
  const localized = useLocalized();
  const correct = useCorrectRevisionGrade(childId);
  const grades = passages
    .flatMap((history) =>
      history.reviews
        .filter((review) => review.gradedBy === 'CHILD')
        .map((review) => ({ ...review, name: localized(history.passage.name) })),
    )
    .sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt));
  if (grades.length === 0) return null;
  const correctionOf = (review: (typeof grades)[number]) => {
    if (!review.correctedBy) return undefined;
    const by = review.correctedBy === 'TEACHER' ? t('parent.by.TEACHER') : t('parent.by.PARENT');
    return review.correctedGrade === review.grade ? t('parent.confirmed', { by }) : t('parent.corrected', { by });
  };
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="revision-grades">
      <Title order={2} size="h3" id="revision-grades" mb="sm">
        {t('parent.grades')}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parent.when')}</Table.Th>
            <Table.Th>{t('parent.passage')}</Table.Th>
            <Table.Th>{t('parent.grade')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grades.map((review) => (
            <Table.Tr key={review.id}>
              <Table.Td>{format.date(review.reviewedAt, 'medium')}</Table.Td>
              <Table.Td>{review.name}</Table.Td>
              <Table.Td>
                <Group gap="xs" align="end" wrap="nowrap">
                  <NativeSelect
                    aria-label={`${t('parent.grade')}: ${review.name}, ${format.date(review.reviewedAt, 'medium')}`}
                    data={GRADES.map((grade) => ({ value: grade, label: t(`parent.grades-names.${grade}`) }))}
                    value={review.correctedGrade ?? review.grade}
                    disabled={correct.isPending}
                    onChange={(event) =>
                      correct.mutate({ reviewId: review.id, grade: event.currentTarget.value as RevisionGrade })
                    }
                    description={correctionOf(review)}
                  />
                  {!review.correctedBy && (
                    <Button
                      variant="default"
                      disabled={correct.isPending}
                      onClick={() => correct.mutate({ reviewId: review.id, grade: review.grade })}
                    >
                      {t('parent.confirm')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
