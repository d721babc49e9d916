import { planToday } from '@koran-kids/revision';
import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PagePart } from '../../../components/page-part.tsx';
import type { RevisionGrade } from '../../../gql/graphql.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { usePeek } from '../../../lib/peek.ts';
import { childRevisionQuery } from '../api/get-child-revision.ts';
import { revisionPassageQuery } from '../api/get-revision-passage.ts';
import { useGradeRevision } from '../api/grade-revision.ts';
import classes from './revision-page.module.css';

const GRADES: { grade: RevisionGrade; label: 'page.knew-it' | 'page.almost' | 'page.not-yet'; color: string }[] = [
  { grade: 'GOOD', label: 'page.knew-it', color: 'green' },
  { grade: 'HARD', label: 'page.almost', color: 'yellow' },
  { grade: 'AGAIN', label: 'page.not-yet', color: 'gray' },
];

/** The verses hidden, to say from memory; a tap on one shows it for a moment (a peek), then it hides again. */
function HiddenVerses({ verses }: { verses: { id: string; ayahNumber: number; verse: string }[] }) {
  const { t } = useTranslation('tasks');
  const { peekId, peek } = usePeek();
  return (
    <ol className={classes.verses}>
      {verses.map((verse) => {
        const isPeeking = peekId === verse.id;
        return (
          <li key={verse.id} className={classes.verse}>
            <Button
              variant="subtle"
              size="lg"
              h="auto"
              py="xs"
              fullWidth
              aria-pressed={isPeeking}
              onClick={() => peek(isPeeking ? null : verse.id)}
            >
              {t('learn-surah.verse', { number: verse.ayahNumber })}
            </Button>
            <p className={classes.arabic} dir="rtl" aria-live="polite">
              {isPeeking ? <ArabicText size={32}>{verse.verse}</ArabicText> : <span aria-hidden="true">• • •</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** `/revision/{userChildId}?lesson=`: one passage of today's revision, said from memory and graded by the child. */
export function RevisionPage({ userChildId, lessonId }: { userChildId: string; lessonId: string }) {
  const { t } = useTranslation('revision');
  const localized = useLocalized();
  const [, navigate] = useLocation();
  const revision = usePageQuery(childRevisionQuery(userChildId));
  const passage = useQuery(revisionPassageQuery(userChildId, lessonId));
  const grade = useGradeRevision(userChildId);
  // Graded: the buttons stay off while the next passage is found (a second tap would be a second grade).
  const [isGraded, setGraded] = useState(false);
  if (revision.isPending) return <LoadingScreen />;
  const learned = revision.data?.passages.find((each) => each.lessonId === lessonId);
  const back = (
    <Button component={Link} to={`/start/${userChildId}`} variant="subtle">
      {t('page.back')}
    </Button>
  );
  const isGone = passage.data !== undefined && (passage.data.content?.verses.length ?? 0) === 0;
  if (!learned || isGone)
    return (
      <Container size="sm" py="md">
        <Stack>
          <Title order={1}>{t('today.title')}</Title>
          <Alert color="yellow">{t('page.not-found')}</Alert>
          {back}
        </Stack>
      </Container>
    );
  const gradeAndGoOn = (chosen: RevisionGrade) => {
    setGraded(true);
    grade.mutate(
      { lessonId, grade: chosen },
      {
        onSuccess: async () => {
          const fresh = await revision.refetch();
          const passages = (fresh.data?.passages ?? []).map((each) => ({
            ...each,
            due: new Date(each.due),
            revisedAt: each.revisedAt ? new Date(each.revisedAt) : null,
          }));
          const next = planToday(passages, fresh.data?.minutesPerDay ?? 0, new Date()).todo.find(
            (each) => each.lessonId !== lessonId,
          );
          navigate(next ? `/revision/${userChildId}?lesson=${next.lessonId}` : `/revision/${userChildId}?done=1`);
        },
        onError: () => setGraded(false),
      },
    );
  };
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1}>{t('page.title', { name: localized(learned.name) })}</Title>
        <Text>{t('page.how')}</Text>
        {/* Offline without its copy, the verses say they need the internet; the grade can still be given. */}
        <PagePart query={passage}>{(data) => <HiddenVerses verses={data.content?.verses ?? []} />}</PagePart>
        <Title order={2} size="h3">
          {t('page.question')}
        </Title>
        {/* One under the other on a phone: each answer whole, in words a child reads at a glance. */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {GRADES.map((each) => (
            <Button
              key={each.grade}
              size="xl"
              h="auto"
              mih={64}
              radius="lg"
              styles={{ label: { whiteSpace: 'normal' } }}
              color={each.color}
              loading={grade.isPending && grade.variables?.grade === each.grade}
              disabled={grade.isPending || isGraded}
              onClick={() => gradeAndGoOn(each.grade)}
            >
              {t(each.label)}
            </Button>
          ))}
        </SimpleGrid>
        {grade.isError && <Alert color="red">{t('page.refused')}</Alert>}
        {back}
      </Stack>
    </Container>
  );
}

/** `/revision/{userChildId}?done=1`: today's revision finished. */
export function RevisionDone({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('revision');
  return (
    <Container size="sm" py="md">
      <Stack align="center">
        <Title order={1}>{t('page.finished')}</Title>
        <Button component={Link} to={`/start/${userChildId}`} size="lg">
          {t('page.back')}
        </Button>
      </Stack>
    </Container>
  );
}
