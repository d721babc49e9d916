import { Button, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { ChildAvatar } from '../../components/child-avatar/child-avatar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { finalStepsQuery } from '../../family/api/get-final-steps.ts';
import { childLessonsQuery } from '../../family/api/get-user-child-data.ts';
import { nextLessonOf } from '../../family/lesson-status.ts';
import { NextFinalStep } from '../../features/final-steps/components/next-final-step.tsx';
import { StarMeter } from '../../features/lessons/components/star-meter.tsx';
import { FactAndAnnouncement } from '../../features/library/components/fact-and-announcement.tsx';
import { unreadMessageCountQuery } from '../../features/messages/api/get-unread-message-count.ts';
import { avatarQuery } from '../../features/profiles/api/get-avatar.ts';
import { useLocalized } from '../../lib/localized.ts';
import { usePageQuery } from '../../lib/page-query.ts';
import { withTexts } from '../lazy-page.ts';

// Loaded after the start page's first screen: most days a child opens it for the next lesson.
const TodaysRevision = lazy(
  withTexts(async () => {
    const { TodaysRevision } = await import('../../features/revision/components/todays-revision.tsx');
    return { default: TodaysRevision };
  }, ['revision']),
);

const HomeworkCard = lazy(
  withTexts(async () => {
    const { HomeworkCard } = await import('../../features/homework/components/homework-card.tsx');
    return { default: HomeworkCard };
  }, ['homework']),
);

// Two tiles side by side on a 390 px phone: a label wraps onto a second line rather than being cut off. A tile of
// its own height (`h="auto"`) keeps its label in the middle, not at its top.
const TILE_STYLES = {
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 },
} as const;

/** `/start/{userChildId}`: the child's home. */
export function ChildStartPage() {
  const { userChildId = '' } = useParams();
  const { t } = useTranslation('lessons');
  const localized = useLocalized();
  const child = usePageQuery(avatarQuery(userChildId)).data?.child;
  const lessonsQuery = usePageQuery(childLessonsQuery(userChildId));
  const lessons = lessonsQuery.data?.childLessons;
  const unread = useQuery(unreadMessageCountQuery(userChildId)).data ?? 0;
  const finalSteps = usePageQuery(finalStepsQuery(userChildId));
  // Everything above the buttons is there before they show, so they do not jump down under a child's finger.
  if (!child || lessonsQuery.isPending || finalSteps.isPending) return <LoadingScreen />;
  const nextLesson = lessons && nextLessonOf(lessons.lessons);
  const destinations = [
    { to: `/lessons/${userChildId}`, label: t('home.lessons') },
    { to: `/library/${userChildId}`, label: t('home.library') },
    { to: `/friends/${userChildId}`, label: t('home.friends') },
    {
      to: `/messages/${userChildId}`,
      label: unread > 0 ? t('home.messages-unread', { count: unread }) : t('home.messages'),
    },
    { to: `/profile/${userChildId}`, label: t('home.my-profile') },
  ];
  return (
    <Container size="md" py="md">
      <Stack align="center" gap="lg">
        <ChildAvatar avatar={child.avatar} size={128} />
        <Title order={1}>{child.name}</Title>
        {lessons && <StarMeter stars={lessons.stars} target={lessons.starTarget} />}
        {nextLesson && (
          <Button
            component={Link}
            to={`/lessons/${userChildId}/start?lesson=${nextLesson.id}`}
            size="xl"
            h="auto"
            mih={80}
            py="sm"
            radius="lg"
            fullWidth
            styles={TILE_STYLES}
          >
            {t(nextLesson.percentage > 0 || nextLesson.lessonNumber > 1 ? 'home.next-lesson' : 'home.first-lesson', {
              number: nextLesson.lessonNumber,
              name: localized(nextLesson.name),
            })}
          </Button>
        )}
        <Suspense fallback={null}>
          <HomeworkCard userChildId={userChildId} />
        </Suspense>
        <Suspense fallback={null}>
          <TodaysRevision userChildId={userChildId} />
        </Suspense>
        {/* The final steps lead only once the course is done; before that they wait beside the next lesson. */}
        <NextFinalStep userChildId={userChildId} isMainAction={!nextLesson} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} w="100%" spacing="md">
          {destinations.map((destination) => (
            <Button
              key={destination.to}
              component={Link}
              to={destination.to}
              size="xl"
              h={96}
              px="sm"
              fz={{ base: 'lg', xs: 'xl' }}
              radius="lg"
              variant={destination.to.startsWith('/lessons') ? 'filled' : 'light'}
              styles={TILE_STYLES}
            >
              {destination.label}
            </Button>
          ))}
        </SimpleGrid>
        <FactAndAnnouncement userChildId={userChildId} />
        <Button component={Link} to="/" variant="subtle">
          {t('home.switch-profile')}
        </Button>
      </Stack>
    </Container>
  );
}
