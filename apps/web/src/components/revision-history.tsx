import { familyDay } from '@koran-kids/revision';
import { Badge, Button, Card, Group, NativeSelect, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RevisionGrade, RevisionGrader } from '../gql/graphql.ts';
import { useFormatters } from '../lib/formatters.ts';
import { useLocalized } from '../lib/localized.ts';

// A child's passages learned by heart and the child's grades, as the parents and the teacher see them.

type Review = {
  id: string;
  grade: RevisionGrade;
  gradedBy: RevisionGrader;
  reviewedAt: string;
  correctedGrade?: RevisionGrade | null;
  correctedBy?: RevisionGrader | null;
};
export type PassageHistory = {
  passage: { lessonId: string; due: string; name: { nl: string; en: string } };
  recallNow: number;
  reviews: Review[];
};

const GRADES: RevisionGrade[] = ['GOOD', 'HARD', 'AGAIN'];

/** Each passage: when it comes back (due today, behind or later) and the chance the child still knows it. */
export function RevisionPassages({ passages, name }: { passages: PassageHistory[]; name: string }) {
  const { t } = useTranslation('revision');
  const format = useFormatters();
  const localized = useLocalized();
  const today = familyDay(new Date());
  const statusOf = (due: string) => {
    const day = familyDay(new Date(due));
    if (day < today) return <Badge color="orange">{t('history.overdue')}</Badge>;
    if (day === today) return <Badge color="blue">{t('history.due-today')}</Badge>;
    return <Badge color="gray">{t('history.later')}</Badge>;
  };
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('history.passage')}</Table.Th>
          <Table.Th scope="col">{t('history.due')}</Table.Th>
          <Table.Th scope="col">{t('history.recall', { name })}</Table.Th>
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

/**
 * The child's own grades, newest first; the parent or the teacher confirms one ("Klopt") or puts another in its
 * place, and the passage is planned again from it.
 */
export function RevisionGrades({
  passages,
  onCorrect,
  isPending,
}: {
  passages: PassageHistory[];
  onCorrect: (correction: { reviewId: string; grade: RevisionGrade }) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('revision');
  const format = useFormatters();
  const localized = useLocalized();
  const grades = passages
    .flatMap((history) =>
      history.reviews
        .filter((review) => review.gradedBy === 'CHILD')
        .map((review) => ({ ...review, name: localized(history.passage.name) })),
    )
    .sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt));
  const correctionOf = (review: Review) => {
    if (!review.correctedBy) return undefined;
    const by = t(`history.by.${review.correctedBy === 'TEACHER' ? 'TEACHER' : 'PARENT'}`);
    return review.correctedGrade === review.grade ? t('history.confirmed', { by }) : t('history.corrected', { by });
  };
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="revision-grades">
      <Title order={2} size="h3" id="revision-grades" mb="sm">
        {t('history.grades')}
      </Title>
      {grades.length === 0 ? (
        <Text>{t('history.no-grades')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.when')}</Table.Th>
              <Table.Th scope="col">{t('history.passage')}</Table.Th>
              <Table.Th scope="col">{t('history.grade')}</Table.Th>
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
                      aria-label={`${t('history.grade')}: ${review.name}, ${format.date(review.reviewedAt, 'medium')}`}
                      data={GRADES.map((grade) => ({ value: grade, label: t(`history.grades-names.${grade}`) }))}
                      value={review.correctedGrade ?? review.grade}
                      disabled={isPending}
                      onChange={(event) =>
                        onCorrect({ reviewId: review.id, grade: event.currentTarget.value as RevisionGrade })
                      }
                      description={correctionOf(review)}
                    />
                    {!review.correctedBy && (
                      <Button
                        variant="default"
                        disabled={isPending}
                        onClick={() => onCorrect({ reviewId: review.id, grade: review.grade })}
                      >
                        {t('history.confirm')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
