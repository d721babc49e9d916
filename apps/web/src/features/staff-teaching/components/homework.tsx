import { HOMEWORK_LIMITS, HOMEWORK_TASKS, homeworkInput } from '@koran-kids/input/forms/homework';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetGroupHomeworkQuery } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { daysFromToday } from '../../../staff/dates.ts';

import { StaffGroupPage } from '../../../staff/staff-page.tsx';
import { groupHomeworkQuery } from '../api/get-group-homework.ts';
import { type NewHomework, useSetHomework } from '../api/set-homework.ts';
import { type GroupAssignment, HomeworkChildren } from './homework-children.tsx';

type GroupHomework = GetGroupHomeworkQuery['groupHomework'];

const checkHomework = schemaResolver(homeworkInput, { sync: true });

/** `/staff/homework`: homework for the group or a child, who handed in, the grades, and the CSV of it all. */
export function Homework() {
  const { t } = useTranslation('staff-teaching');
  return (
    <StaffGroupPage title={t('homework.title')}>
      {(group) => <GroupHomeworkOf courseGroupId={group.id} />}
    </StaffGroupPage>
  );
}

function GroupHomeworkOf({ courseGroupId }: { courseGroupId: string }) {
  const { t } = useTranslation('staff-teaching');
  const { data, isPending } = usePageQuery(groupHomeworkQuery(courseGroupId));
  if (isPending || !data) return <LoadingScreen />;
  return (
    <Stack gap="lg">
      <SetHomework courseGroupId={courseGroupId} homework={data} />
      <Group justify="space-between" align="end">
        <Title order={2}>{t('homework.list-title')}</Title>
        <Anchor href={`/staff/groups/${courseGroupId}/homework.csv`} download>
          {t('homework.csv')}
        </Anchor>
      </Group>
      {data.assignments.length === 0 ? (
        <Text role="status">{t('homework.none')}</Text>
      ) : (
        data.assignments.map((assignment) => <AssignmentCard key={assignment.id} assignment={assignment} />)
      )}
    </Stack>
  );
}

function SetHomework({ courseGroupId, homework }: { courseGroupId: string; homework: GroupHomework }) {
  const { t } = useTranslation('staff-teaching');
  const localized = useLocalized();
  const set = useSetHomework();
  const problemText = useProblemText('staff-teaching', 'homework.problems');
  const form = useCheckedForm<Omit<NewHomework, 'courseGroupId'>>({
    initialValues: {
      lessonId: homework.lessons[0]?.id ?? '',
      task: 'RECITE',
      // Homework is mostly for the next lesson, a week on.
      dueOn: daysFromToday(7),
      noteNl: '',
      noteEn: '',
      userChildId: '',
    },
    validate: checkHomework,
    problemText,
  });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => set.mutateAsync({ ...values, courseGroupId }),
    toast: () => t('homework.set'),
    onSuccess: () => form.reset(),
  });
  const note = (language: 'Nl' | 'En') => (
    <Textarea
      label={t(`homework.note-${language.toLowerCase() as 'nl' | 'en'}`)}
      {...form.getInputProps(`note${language}`)}
      maxLength={HOMEWORK_LIMITS.note}
      lang={language.toLowerCase()}
      autosize
      minRows={2}
      required
    />
  );
  return (
    <Card withBorder radius="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="set-homework">
      <Stack gap="sm">
        <Title order={2} id="set-homework">
          {t('homework.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('homework.lesson')}
            data={homework.lessons.map((lesson) => ({
              value: lesson.id,
              label: t('homework.lesson-option', { number: lesson.lessonNumber, name: localized(lesson.name) }),
            }))}
            {...form.getInputProps('lessonId')}
            required
          />
          <NativeSelect
            label={t('homework.task')}
            data={HOMEWORK_TASKS.map((task) => ({ value: task, label: t(`homework.tasks.${task}`) }))}
            {...form.getInputProps('task')}
            required
          />
          <TextInput type="date" label={t('homework.due-on')} {...form.getInputProps('dueOn')} required />
          <NativeSelect
            label={t('homework.for')}
            data={[
              { value: '', label: t('homework.whole-group') },
              ...homework.children.map((child) => ({ value: child.id, label: `${child.name} (${child.username})` })),
            ]}
            {...form.getInputProps('userChildId')}
          />
          {note('Nl')}
          {note('En')}
        </SimpleGrid>
        <Button type="submit" loading={set.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('homework.submit')}
        </Button>
      </Stack>
    </Card>
  );
}

function AssignmentCard({ assignment }: { assignment: GroupAssignment }) {
  const { t } = useTranslation('staff-teaching');
  const localized = useLocalized();
  const dates = useFormatters();
  const handedIn = assignment.children.filter((child) => child.handInKind).length;
  const late = assignment.children.filter((child) => child.isLate).length;
  const title = t('homework.assignment-title', {
    task: t(`homework.tasks.${assignment.task}`),
    number: assignment.lessonNumber,
    name: localized(assignment.lessonName),
  });
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text>{t('homework.due', { date: dates.date(assignment.dueOn) })}</Text>
        </Group>
        <Text>{localized(assignment.note)}</Text>
        <Group gap="xs">
          <Badge variant="light">
            {t('homework.handed-in-count', { count: handedIn, of: assignment.children.length })}
          </Badge>
          {late > 0 && (
            <Badge variant="light" color="orange">
              {t('homework.late-count', { count: late })}
            </Badge>
          )}
        </Group>
        <HomeworkChildren assignment={assignment} />
      </Stack>
    </Card>
  );
}
