import { daysThisWeek, familyDay, planToday } from '@koran-kids/revision';
import { Alert, Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagePart } from '../../../components/page-part.tsx';
import { StartCard } from '../../../components/start-card.tsx';
import type { GetChildRevisionQuery } from '../../../gql/graphql.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { isOutOfSight } from '../../../lib/part-read.ts';
import { childRevisionQuery } from '../api/get-child-revision.ts';
import { revisionPassageQuery } from '../api/get-revision-passage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type ChildRevision = GetChildRevisionQuery['childRevision'];

/** Today's revision on the child's start page: what is left to revise, what is done, and the week, gently. */
export function TodaysRevision({ userChildId }: { userChildId: string }) {
  const revision = useQuery(childRevisionQuery(userChildId));
  useReadAhead(userChildId, revision.data?.passages ?? []);
  const { t } = useTranslation('revision');
  // Out of sight for a child who has learned nothing by heart yet (most children).
  if (isOutOfSight(revision, (data) => data.passages.length === 0)) return null;
  return (
    <StartCard id="todays-revision" title={t('today.title')}>
      <PagePart query={revision}>{(data) => <Today userChildId={userChildId} revision={data} />}</PagePart>
    </StartCard>
  );
}

/** Today's and tomorrow's passages, read ahead so that they open without a network (their copies are kept). */
function useReadAhead(userChildId: string, passages: { lessonId: string; due: string }[]) {
  const queryClient = useQueryClient();
  const dueSoon = passages
    .filter((passage) => Date.parse(passage.due) < Date.now() + DAY_MS)
    .map((passage) => passage.lessonId)
    .join(',');
  useEffect(() => {
    for (const lessonId of dueSoon.split(',').filter(Boolean))
      void queryClient.prefetchQuery(revisionPassageQuery(userChildId, lessonId));
  }, [queryClient, userChildId, dueSoon]);
}

function Today({ userChildId, revision }: { userChildId: string; revision: ChildRevision }) {
  const { t } = useTranslation('revision');
  const localized = useLocalized();
  const now = new Date();
  const passages = revision.passages.map((passage) => ({
    ...passage,
    due: new Date(passage.due),
    revisedAt: passage.revisedAt ? new Date(passage.revisedAt) : null,
  }));
  const { done, todo } = planToday(passages, revision.minutesPerDay, now);
  // A revision made offline today counts before the server has heard of it.
  const week = daysThisWeek([...revision.revisedDays, ...(done.length > 0 ? [familyDay(now)] : [])], now);
  return (
    <>
      {todo.length > 0 && <Text>{t('today.intro')}</Text>}
      {todo.map((passage) => (
        <Button
          key={passage.lessonId}
          component={Link}
          to={`/revision/${userChildId}?lesson=${passage.lessonId}`}
          size="lg"
          h="auto"
          py="sm"
          radius="lg"
          variant="light"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('today.start', { name: localized(passage.name) })} · {t('today.minutes', { count: passage.minutes })}
        </Button>
      ))}
      {todo.length === 0 && (
        <Alert color="green" variant="light">
          {done.length > 0 ? t('today.all-done') : t('today.nothing-due')}
        </Alert>
      )}
      <Text c="dimmed">
        {week >= revision.daysPerWeek
          ? t('today.week-reached')
          : `${t('today.week', { count: week, goal: revision.daysPerWeek })} ${t('today.rest-day')}`}
      </Text>
    </>
  );
}
