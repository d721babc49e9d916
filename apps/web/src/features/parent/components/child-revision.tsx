import { revisionPlan } from '@koran-kids/input/forms/revision';
import { REVISION_DAYS, REVISION_MINUTES } from '@koran-kids/revision';
import { Button, Card, Group, NativeSelect, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { RevisionGrades, RevisionPassages } from '../../../components/revision-history.tsx';
import { SpaciousReadingSwitch } from '../../../family/spacious-reading-switch.tsx';
import type { GetRevisionHistoryQuery } from '../../../gql/graphql.ts';
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
  const correct = useCorrectRevisionGrade(childId);
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
          <RevisionPassages passages={data.revisionHistory} name={name} />
          <Holding passages={data.revisionHistory} name={name} />
          <RevisionGrades passages={data.revisionHistory} onCorrect={correct.mutate} isPending={correct.isPending} />
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
        label={t('history.passage')}
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
