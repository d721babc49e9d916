import { HOMEWORK_LIMITS, homeworkGradeInput } from '@koran-kids/input/forms/homework';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import type { GetGroupHomeworkQuery } from '../../../gql/graphql.ts';
import { useProblemText } from '../../../lib/error-message.ts';
import { useCheckedForm, useFormSubmit } from '../../../lib/form.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { ScrollTable } from '../../../staff/scroll-table.tsx';
import { useGradeHomework } from '../api/grade-homework.ts';

export type GroupAssignment = GetGroupHomeworkQuery['groupHomework']['assignments'][number];
type ChildRow = GroupAssignment['children'][number];

const checkGrade = schemaResolver(homeworkGradeInput, { sync: true });
const STARS = [0, 1, 2, 3, 4, 5].map((stars) => ({ value: stars, label: String(stars) }));

/** Each child the homework was set for: handed in or not, the grade, and grading one at a time below the table. */
export function HomeworkChildren({ assignment }: { assignment: GroupAssignment }) {
  const { t } = useTranslation('staff-teaching');
  const dates = useFormatters();
  const [grading, setGrading] = useState<string | null>(null);
  const gradedChild = assignment.children.find((child) => child.userChildId === grading);
  const buttonId = (child: ChildRow) => `grade-${assignment.id}-${child.userChildId}-button`;
  // Closed, the panel gives the focus back to the button that opened it.
  const close = () => {
    const opener = gradedChild && document.getElementById(buttonId(gradedChild));
    setGrading(null);
    requestAnimationFrame(() => opener?.focus());
  };
  const status = (child: ChildRow) => {
    if (child.handInKind)
      return t(`homework.hand-in.${child.handInKind}`, { date: dates.moment(child.handedInAt ?? '') });
    return child.isLate ? t('homework.late') : t('homework.not-yet');
  };
  return (
    <>
      <ScrollTable minWidth={720} label={t('homework.table-label')}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('homework.child')}</Table.Th>
              <Table.Th>{t('homework.status')}</Table.Th>
              <Table.Th>{t('homework.grade')}</Table.Th>
              <Table.Th>{t('homework.note')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('homework.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assignment.children.map((child) => (
              <Table.Tr key={child.userChildId}>
                <Table.Td>{child.name}</Table.Td>
                <Table.Td>{status(child)}</Table.Td>
                <Table.Td>{child.stars === null ? '–' : t('homework.stars', { count: child.stars })}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {child.teacherNote ?? '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {child.handInKind && (
                    <Button
                      id={buttonId(child)}
                      size="xs"
                      variant="light"
                      onClick={() => setGrading(child.userChildId)}
                      aria-expanded={grading === child.userChildId}
                      aria-label={t(child.stars === null ? 'homework.grade-child' : 'homework.regrade-child', {
                        name: child.name,
                      })}
                    >
                      {t(child.stars === null ? 'homework.grade-action' : 'homework.regrade-action')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {gradedChild && (
        <GradePanel key={gradedChild.userChildId} assignment={assignment} child={gradedChild} close={close} />
      )}
    </>
  );
}

/** The child's recordings beside the reciter's verses, then 0–5 stars and a note the child and its parents read. */
function GradePanel({ assignment, child, close }: { assignment: GroupAssignment; child: ChildRow; close: () => void }) {
  const { t } = useTranslation('staff-teaching');
  const grade = useGradeHomework();
  const problemText = useProblemText('staff-teaching', 'homework.problems');
  const form = useCheckedForm({
    initialValues: { stars: child.stars ?? 3, note: child.teacherNote ?? '' },
    validate: checkGrade,
    problemText,
  });
  const { onSubmit } = useFormSubmit(form, {
    send: (values) => grade.mutateAsync({ ...values, userChildId: child.userChildId, assignmentId: assignment.id }),
    toast: () => t('homework.graded', { name: child.name }),
    onSuccess: close,
  });
  const headingId = `grade-${assignment.id}-${child.userChildId}`;
  // Opened, the panel takes the focus: it stands below the whole table.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card withBorder radius="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} id={headingId} ref={heading} tabIndex={-1}>
          {t('homework.grade-title', { name: child.name })}
        </Title>
        {child.handInKind === 'TOGETHER' && <Text>{t('homework.together-note', { name: child.name })}</Text>}
        {child.recordings.map((recording) => {
          const verse = assignment.verses.find((candidate) => candidate.ayah === recording.ayahFrom);
          const verseName = t('homework.verse', { ayah: recording.ayahFrom });
          return (
            <SimpleGrid key={recording.id} cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <Text size="sm">{t('homework.child-recording', { name: child.name, verse: verseName })}</Text>
                {/* biome-ignore lint/a11y/useMediaCaption: a child's recitation of Arabic has no captions to give */}
                <audio
                  controls
                  preload="none"
                  src={recording.audioUrl}
                  aria-label={t('homework.child-recording', { name: child.name, verse: verseName })}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm">{t('homework.reciter', { verse: verseName })}</Text>
                {verse?.audioUrl ? (
                  // biome-ignore lint/a11y/useMediaCaption: a recitation of Arabic has no captions to give
                  <audio
                    controls
                    preload="none"
                    src={verse.audioUrl}
                    aria-label={t('homework.reciter', { verse: verseName })}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('homework.no-reciter')}
                  </Text>
                )}
              </Stack>
            </SimpleGrid>
          );
        })}
        <Stack gap={4}>
          <Text fw={500} id={`${headingId}-stars`}>
            {t('homework.stars-label')}
          </Text>
          <SegmentedChoice
            aria-labelledby={`${headingId}-stars`}
            data={STARS}
            value={form.values.stars}
            onChange={(stars) => form.setFieldValue('stars', stars)}
          />
        </Stack>
        <Textarea
          label={t('homework.note-for', { name: child.name })}
          {...form.getInputProps('note')}
          maxLength={HOMEWORK_LIMITS.gradeNote}
          autosize
          minRows={2}
          required
        />
        <Group>
          <Button type="submit" loading={grade.isPending}>
            {t('homework.save-grade')}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t('homework.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
