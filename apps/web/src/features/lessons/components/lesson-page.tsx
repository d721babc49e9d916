import { Alert, Anchor, Container, Image, Stack, Text, Title } from '@mantine/core';
import { lazy, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { whenIdle } from '../../../lib/idle.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { lessonQuery } from '../api/get-lesson-with-lock.ts';
import { countLessonView } from '../api/update-view-count.ts';
import { OpenLesson } from './open-lesson.tsx';

type Props = { userChildId: string; lessonId: string };

const VIEW_COUNT_WAIT_MS = 2000;

// Loaded when needed, not with the lesson: a locked lesson's pincode form (the star: see open-lesson.tsx).
const ParentUnlockForm = lazy(async () => ({ default: (await import('./parent-unlock-form.tsx')).ParentUnlockForm }));

/** `/lessons/{userChildId}/start?lesson={lessonId}`: the lesson, or why it is locked. */
export function LessonPage({ userChildId, lessonId }: Props) {
  const { t } = useTranslation('lessons');
  const localized = useLocalized();
  const query = usePageQuery(lessonQuery(userChildId, lessonId));
  // The lesson is a big page to draw: when it arrives while the loading screen shows, it is drawn in the
  // background, in slices, so a tap is never kept waiting. (Already in the cache, it is drawn with the page.)
  const data = useDeferredValue(query.data);
  useCountViewOnce(userChildId, lessonId, data?.lesson.isLocked === false);
  if (!data) return <LoadingScreen />;
  const { lesson } = data;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/lessons/${userChildId}`} py={10} w="fit-content">
          ← {t('lesson.back-to-lessons')}
        </Anchor>
        <div>
          <Text c="gray.7">{t('overview.lesson-number', { number: lesson.lessonNumber })}</Text>
          <Title order={1}>{localized(lesson.name)}</Title>
          <Text size="lg">{localized(lesson.label)}</Text>
          {/* Here, where it explains: the surah's place in the Quran, never as the lesson's own number. */}
          {lesson.surahNumber && <Text c="gray.7">{t('lesson.surah', { number: lesson.surahNumber })}</Text>}
        </div>
        {/* A picture the institute gave the lesson: decoration beside its name, so no text of its own. */}
        {lesson.content?.imageUrl && <Image src={lesson.content.imageUrl} alt="" maw={480} radius="lg" />}
        {lesson.isLocked || !lesson.content ? (
          <LockedLesson userChildId={userChildId} lessonId={lessonId} lockReason={lesson.lockReason} />
        ) : (
          <OpenLesson userChildId={userChildId} lesson={{ ...lesson, content: lesson.content }} />
        )}
      </Stack>
    </Container>
  );
}

/**
 * Each opening of an open lesson counts once (React's development double render included), once the lesson is on
 * screen and the browser idle, at most VIEW_COUNT_WAIT_MS later: the count does not compete with what the child
 * sees first. A lesson left before then is not counted as viewed.
 */
function useCountViewOnce(userChildId: string, lessonId: string, isOpen: boolean) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!isOpen || counted.current === lessonId) return;
    return whenIdle(() => {
      counted.current = lessonId;
      void countLessonView(userChildId, lessonId).catch(() => undefined);
    }, VIEW_COUNT_WAIT_MS);
  }, [userChildId, lessonId, isOpen]);
}

function LockedLesson(props: { userChildId: string; lessonId: string; lockReason: string | null | undefined }) {
  const { t } = useTranslation('lessons');
  const isWaitingForParent = props.lockReason === 'WAITING_FOR_PARENT';
  return (
    <Stack gap="md">
      <Alert color="gray" title={t('lesson.locked-title')}>
        {isWaitingForParent ? t('lesson.waiting-for-parent') : t('lesson.previous-not-finished')}
      </Alert>
      {isWaitingForParent && (
        <LazyPart>
          <ParentUnlockForm userChildId={props.userChildId} lessonId={props.lessonId} />
        </LazyPart>
      )}
    </Stack>
  );
}
