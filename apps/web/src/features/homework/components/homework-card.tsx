import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagePart } from '../../../components/page-part.tsx';
import { StartCard } from '../../../components/start-card.tsx';
import { childHomeworkQuery } from '../../../family/api/get-child-homework.ts';
import { type Assignment, HomeworkStatus, useTaskOf } from '../../../family/homework-status.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { isOutOfSight } from '../../../lib/part-read.ts';

/** The child's homework on its start page: what to do, by when, a way in, and the teacher's stars once graded. */
export function HomeworkCard({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('homework');
  const homework = useQuery(childHomeworkQuery(userChildId));
  if (isOutOfSight(homework, (assignments) => assignments.length === 0)) return null;
  return (
    <StartCard id="homework" title={t('card.title')}>
      <PagePart query={homework}>
        {(assignments) => (
          <>
            {assignments.map((assignment) => (
              <Homework key={assignment.id} userChildId={userChildId} assignment={assignment} />
            ))}
            {assignments.some((assignment) => !assignment.handIn) && <Text c="dimmed">{t('card.how')}</Text>}
          </>
        )}
      </PagePart>
    </StartCard>
  );
}

function Homework({ userChildId, assignment }: { userChildId: string; assignment: Assignment }) {
  const { t } = useTranslation('homework');
  const localized = useLocalized();
  const taskOf = useTaskOf();
  const isRevision = assignment.task === 'REVISE';
  const to = isRevision
    ? `/revision/${userChildId}?lesson=${assignment.lessonId}`
    : `/lessons/${userChildId}/start?lesson=${assignment.lessonId}`;
  return (
    <Stack gap="xs" component="article" aria-label={taskOf(assignment)}>
      <Title order={3} size="h4">
        {taskOf(assignment)}
      </Title>
      <Text>{localized(assignment.note)}</Text>
      <HomeworkStatus assignment={assignment} reader="child" />
      {!assignment.handIn && (
        <Button component={Link} to={to} size="lg" radius="lg" variant="light">
          {t(isRevision ? 'card.to-revision' : 'card.to-lesson')}
        </Button>
      )}
    </Stack>
  );
}
