import { Anchor, Badge, Card, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { childLessonsQuery } from '../../../family/api/get-user-child-data.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import classes from './lessons-overview.module.css';
import { SaveForOffline, useSavedLessonSizes } from './save-for-offline.tsx';
import { StarMeter } from './star-meter.tsx';

/** `/lessons/{userChildId}`: every lesson as a card, locked ones locked, the next one highlighted. */
export function LessonsOverview({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('lessons');
  const localized = useLocalized();
  const { data } = usePageQuery(childLessonsQuery(userChildId));
  const savedSizes = useSavedLessonSizes(userChildId);
  const { online } = useNetwork();
  if (!data) return <LoadingScreen />;
  const { lessons, stars, starTarget } = data.childLessons;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/start/${userChildId}`} py={10} w="fit-content">
          ← {t('overview.back')}
        </Anchor>
        <Group justify="space-between" align="end">
          <Title order={1}>{t('overview.title')}</Title>
          <StarMeter stars={stars} target={starTarget} />
        </Group>
        <Link to={`/lessons/${userChildId}/introduction`} className={classes.introduction}>
          {t('overview.introduction')}
        </Link>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" component="ol" className={classes.list}>
          {lessons.map((lesson) => {
            const body = (
              <Card
                withBorder
                radius="lg"
                padding="md"
                className={classes.card}
                data-next={lesson.isNext || undefined}
                data-locked={lesson.isLocked || undefined}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" c="gray.8">
                    {t('overview.lesson-number', { number: lesson.lessonNumber })}
                  </Text>
                  <span className={classes.star} data-earned={lesson.finished || undefined}>
                    <span aria-hidden="true">★</span>
                    <span className={classes.hidden}>
                      {lesson.finished ? t('overview.star-earned') : t('overview.star-open')}
                    </span>
                  </span>
                </Group>
                <Text fw={700} size="lg">
                  {localized(lesson.name)}
                </Text>
                <Text size="sm" c="gray.8">
                  {localized(lesson.label)}
                </Text>
                {/* The institute's one sentence about the lesson (the pack's `description`). */}
                <Text size="sm" mt={4} lineClamp={3}>
                  {localized(lesson.description)}
                </Text>
                <Group gap="xs" mt="xs">
                  {lesson.isLocked && <Badge color="gray.7">{t('overview.locked')}</Badge>}
                  {lesson.isNew && <Badge color="grape.9">{t('overview.new')}</Badge>}
                  {lesson.isNext && <Badge color="green.9">{t('overview.next')}</Badge>}
                  {!online && !lesson.isLocked && !savedSizes.has(lesson.id) && (
                    <Badge color="gray.7" variant="outline">
                      {t('offline.needs-internet')}
                    </Badge>
                  )}
                  {lesson.finished && (
                    <Badge color="yellow.4" autoContrast>
                      {t('overview.finished')}
                    </Badge>
                  )}
                </Group>
                {!lesson.isLocked && (
                  <Progress
                    mt="sm"
                    value={lesson.percentage}
                    aria-label={t('overview.percentage', { value: Math.round(lesson.percentage) })}
                  />
                )}
              </Card>
            );
            return (
              <li key={lesson.id} className={classes.item}>
                <Link to={`/lessons/${userChildId}/start?lesson=${lesson.id}`} className={classes.link}>
                  {body}
                </Link>
                {!lesson.isLocked && (
                  <SaveForOffline
                    userChildId={userChildId}
                    lessonId={lesson.id}
                    lessonNumber={lesson.lessonNumber}
                    savedBytes={savedSizes.get(lesson.id)}
                  />
                )}
              </li>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
