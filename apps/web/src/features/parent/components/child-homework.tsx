import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { childHomeworkQuery } from '../../../family/api/get-child-homework.ts';
import { type Assignment, HomeworkStatus, useTaskOf } from '../../../family/homework-status.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { useHandInHomeworkTogether } from '../api/hand-in-homework-together.ts';
import { ChildPageFrame } from './parent-page.tsx';

/** `parent/profiles/child/homework?child={id}`: the teacher's homework, "we did it together", and the grades. */
export function ChildHomework() {
  const { t } = useTranslation('homework');
  return (
    <ChildPageFrame title={(name) => `${t('parent.title')}: ${name}`}>
      {(child) => <HomeworkList childId={child.id} name={child.name} />}
    </ChildPageFrame>
  );
}

function HomeworkList({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('homework');
  const assignments = usePageQuery(childHomeworkQuery(childId)).data;
  const together = useHandInHomeworkTogether(childId);
  if (!assignments) return <LoadingScreen />;
  if (assignments.length === 0) return <Text>{t('parent.none', { name })}</Text>;
  const handIn = (assignmentId: string) =>
    together.mutate(assignmentId, { onSuccess: () => showToast('success', t('parent.saved')) });
  return (
    <Stack gap="md">
      <Text>{t('parent.intro', { name })}</Text>
      {assignments.map((assignment) => (
        <HomeworkItem
          key={assignment.id}
          assignment={assignment}
          onTogether={() => handIn(assignment.id)}
          isSaving={together.isPending && together.variables === assignment.id}
        />
      ))}
    </Stack>
  );
}

function HomeworkItem(props: { assignment: Assignment; onTogether: () => void; isSaving: boolean }) {
  const { t } = useTranslation('homework');
  const localized = useLocalized();
  const taskOf = useTaskOf();
  const { assignment } = props;
  const task = taskOf(assignment);
  return (
    <Card withBorder radius="lg" component="article" aria-label={task}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {task}
        </Title>
        <Text>{localized(assignment.note)}</Text>
        <HomeworkStatus assignment={assignment} reader="parent" />
        {assignment.handIn && assignment.handIn.stars === null && <Text c="dimmed">{t('parent.waiting')}</Text>}
        {!assignment.handIn && (
          <Button onClick={props.onTogether} loading={props.isSaving} style={{ alignSelf: 'flex-start' }}>
            {t('parent.together')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
