import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { childLessonsQuery } from '../../../family/api/get-user-child-data.ts';
import { type LessonStatus, lessonStatus } from '../../../family/lesson-status.ts';
import type { GetUserChildDataQuery } from '../../../gql/graphql.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLockLesson } from '../api/lock-lesson.ts';
import { useUnlockLesson } from '../api/unlock-lesson.ts';
import { ChildPageFrame } from './parent-page.tsx';

type Lesson = GetUserChildDataQuery['childLessons']['lessons'][number];

/** `parent/profiles/child/unlock?child={id}`: every lesson's state; open the next one, or lock it again. */
export function UnlockLessons() {
  const { t } = useTranslation('parent');
  return (
    <ChildPageFrame title={(name) => t('unlock.title', { name })}>
      {(child) => <LessonStates childId={child.id} name={child.name} />}
    </ChildPageFrame>
  );
}

/** Each lesson status (the same the child page's summary reads) as a badge. */
const STATES: Record<LessonStatus, (t: TFunction<'parent'>, lesson: Lesson) => { label: string; color: string }> = {
  finished: (t) => ({ label: t('unlock.finished'), color: 'green.9' }),
  'waiting-for-parent': (t) => ({ label: t('unlock.waiting'), color: 'grape.9' }),
  locked: (t) => ({ label: t('unlock.locked'), color: 'gray.7' }),
  'not-started': (t) => ({ label: t('unlock.new'), color: 'blue.9' }),
  'in-progress': (t, lesson) => ({
    label: t('unlock.in-progress', { percentage: lesson.percentage }),
    color: 'orange.9',
  }),
};

function LessonStates({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('parent');
  const localized = useLocalized();
  const data = usePageQuery(childLessonsQuery(childId)).data?.childLessons;
  const unlock = useUnlockLesson(childId);
  const lock = useLockLesson(childId);
  if (!data) return <LoadingScreen />;

  const stateOf = (lesson: Lesson) => STATES[lessonStatus(lesson)](t, lesson);
  const act = (kind: 'unlock' | 'lock', lesson: Lesson) => {
    const mutation = kind === 'unlock' ? unlock : lock;
    mutation.mutate(lesson.id, {
      onSuccess: () =>
        showToast(
          'success',
          kind === 'unlock'
            ? t('unlock.unlocked', { number: lesson.lessonNumber, name })
            : t('unlock.locked-again', { number: lesson.lessonNumber }),
        ),
    });
  };

  return (
    <Stack gap="sm">
      <Text>{t('unlock.intro')}</Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.lessons.map((lesson) => {
          const state = stateOf(lesson);
          return (
            <Card key={lesson.id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={700}>
                    {lesson.lessonNumber}. {localized(lesson.name)}
                  </Text>
                  <Badge color={state.color} variant="outline" mt={4}>
                    {state.label}
                  </Badge>
                </div>
                {lesson.isLocked && lesson.lockReason === 'WAITING_FOR_PARENT' && (
                  <Button onClick={() => act('unlock', lesson)} loading={unlock.isPending}>
                    {t('unlock.unlock', { number: lesson.lessonNumber })}
                  </Button>
                )}
                {lesson.isNew && lesson.percentage === 0 && lesson.lessonNumber > 1 && (
                  <Button variant="outline" onClick={() => act('lock', lesson)} loading={lock.isPending}>
                    {t('unlock.lock', { number: lesson.lessonNumber })}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
