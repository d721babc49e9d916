import { Group, Rating, Stack, Text } from '@mantine/core';
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

const HANDED_IN_FOR_PARENTS = {
  RECORDING: 'parent.handed-in-recording',
  TOGETHER: 'parent.handed-in-together',
} as const;

/**
 * Where a homework stands, as the child (`reader="child"`) or its parents read it: due or late, handed in how, the
 * teacher's grade.
 */
export function HomeworkStatus({ assignment, reader }: { assignment: Assignment; reader: 'child' | 'parent' }) {
  const { t } = useTranslation('homework');
  const dates = useFormatters();
  const { handIn } = assignment;
  if (!handIn) {
    return assignment.isLate ? (
      <Text fw={700} c="orange.9">
        {t('card.late', { date: dates.date(assignment.dueOn) })}
      </Text>
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
      <Text fw={700} c="green.9">
        {reader === 'child' ? t(`hand-in.${handIn.kind}`) : t(HANDED_IN_FOR_PARENTS[handIn.kind])}
      </Text>
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
