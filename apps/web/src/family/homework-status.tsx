import { Badge, Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GetChildHomeworkQuery } from '../gql/graphql.ts';
import { useFormatters } from '../lib/formatters.ts';
import { useLocalized } from '../lib/localized.ts';

export type Assignment = GetChildHomeworkQuery['childHomework'][number];

/** "Zeg Al-Masad op": what the homework asks, in the interface language. */
export function useTaskOf() {
  const { t } = useTranslation('homework');
  const localized = useLocalized();
  return (assignment: Assignment) => t(`tasks.${assignment.task}`, { lesson: localized(assignment.lessonName) });
}

/** Where a homework stands, as the child and its parents read it: due or late, handed in how, the teacher's grade. */
export function HomeworkStatus({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('homework');
  const dates = useFormatters();
  const { handIn } = assignment;
  if (!handIn) {
    return assignment.isLate ? (
      <Badge color="orange" variant="light" size="lg">
        {t('card.late', { date: dates.date(assignment.dueOn) })}
      </Badge>
    ) : (
      <Text>{t('card.due', { date: dates.date(assignment.dueOn) })}</Text>
    );
  }
  const graded = t('card.graded', {
    teacher: handIn.teacherName ?? t('card.the-teacher'),
    stars: handIn.stars ?? 0,
  });
  return (
    <Stack gap={4}>
      <Badge color="green" variant="light" size="lg">
        {t(`hand-in.${handIn.kind}`)}
      </Badge>
      {handIn.stars !== null && handIn.stars !== undefined && (
        <Group gap="xs">
          <Rating value={handIn.stars} count={5} readOnly aria-hidden="true" />
          <Text>{graded}</Text>
        </Group>
      )}
      {handIn.teacherNote && <Text fs="italic">“{handIn.teacherNote}”</Text>}
    </Stack>
  );
}
