import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { type Localized, useLocalized } from '../../../lib/localized.ts';
import { saveWatchedSeconds, useAccomplishAchievement } from '../api/lesson-progress.ts';
import { AboutLesson } from './about-lesson.tsx';
import { LessonVideo } from './lesson-video.tsx';
import { TaskList } from './task-list.tsx';
import { KnowWordsTask } from './tasks/know-words-task.tsx';
import { LearnSurahTask } from './tasks/learn-surah-task.tsx';
import { LearnTranslationTask } from './tasks/learn-translation-task.tsx';
import { QuizTask } from './tasks/quiz-task.tsx';

// Loaded when needed, not with the lesson: the star (with Mantine's modal).
const loadStarCelebration = () => import('./star-celebration.tsx');
const StarCelebration = lazy(async () => ({ default: (await loadStarCelebration()).StarCelebration }));

type Achievement = { id: string; type: string; accomplishedAt?: string | null };

export type OpenLessonData = {
  id: string;
  lessonNumber: number;
  finished: boolean;
  achievements: Achievement[];
  content: {
    text?: Localized | null;
    vimeoUrl?: string | null;
    videoUrl?: string | null;
    verses: Parameters<typeof LearnTranslationTask>[0]['verses'];
    words: Parameters<typeof KnowWordsTask>[0]['words'];
    quiz: Parameters<typeof QuizTask>[0]['questions'];
  };
};

/** `isPreview`: staff see the lesson as a child would, and nothing they do is saved. */
export function OpenLesson({
  userChildId,
  lesson,
  isPreview = false,
}: {
  userChildId: string;
  lesson: OpenLessonData;
  isPreview?: boolean;
}) {
  const { t } = useTranslation('lessons');
  const { t: tt } = useTranslation('tasks');
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const accomplish = useAccomplishAchievement(userChildId, lesson.id);
  // null until the lesson is first finished here: the star's code loads only then.
  const [celebrate, setCelebrate] = useState<boolean | null>(null);
  const wasFinished = useRef(lesson.finished);
  useEffect(() => {
    if (lesson.finished && !wasFinished.current) setCelebrate(true);
    wasFinished.current = lesson.finished;
  }, [lesson.finished]);

  const achievementOf = (type: string) => lesson.achievements.find((achievement) => achievement.type === type);
  const isDone = (type: string) => Boolean(achievementOf(type)?.accomplishedAt);
  // Tasks may report completion more than once; each achievement is sent once per page.
  const sent = useRef(new Set<string>());
  const complete = (type: string) => () => {
    const achievement = achievementOf(type);
    if (isPreview || !achievement || achievement.accomplishedAt || sent.current.has(achievement.id)) return;
    sent.current.add(achievement.id);
    // This may finish the lesson: the star's code comes while the achievement is saved.
    void loadStarCelebration().catch(() => undefined);
    accomplish.mutate(achievement.id, { onError: () => sent.current.delete(achievement.id) });
  };
  const { content } = lesson;
  const allTasks: { type: string; title: string; body: ReactNode }[] = [
    {
      type: 'LESSON',
      title: t('lesson.video'),
      body: (
        <LessonVideo
          vimeoUrl={content.vimeoUrl ?? null}
          videoUrl={content.videoUrl ?? null}
          isDone={isDone('LESSON')}
          onComplete={complete('LESSON')}
          onWatched={(seconds) =>
            isPreview ? Promise.resolve() : saveWatchedSeconds(queryClient, userChildId, lesson.id, seconds)
          }
        />
      ),
    },
    {
      type: 'SOERAH',
      title: tt('learn-surah.title'),
      body: (
        <LearnSurahTask
          verses={content.verses}
          words={content.words}
          recordingsOf={isPreview ? null : { userChildId, lessonId: lesson.id }}
          isDone={isDone('SOERAH')}
          onComplete={complete('SOERAH')}
        />
      ),
    },
    {
      type: 'TRANSLATION',
      title: tt('learn-translation.title'),
      body: (
        <LearnTranslationTask
          verses={content.verses}
          isDone={isDone('TRANSLATION')}
          onComplete={complete('TRANSLATION')}
        />
      ),
    },
    {
      type: 'DICTIONARY',
      title: tt('know-words.title'),
      body: (
        <KnowWordsTask
          words={content.words}
          verses={content.verses}
          isDone={isDone('DICTIONARY')}
          onComplete={complete('DICTIONARY')}
        />
      ),
    },
    {
      type: 'QUIZ',
      title: tt('quiz.title'),
      body: <QuizTask questions={content.quiz} isDone={isDone('QUIZ')} onComplete={complete('QUIZ')} />,
    },
  ];
  // The lesson's tasks are its achievements: no "watch the lesson" where the course has no video for it.
  const tasks = allTasks.filter((task) => achievementOf(task.type));

  return (
    <Stack gap="md">
      {accomplish.isError && (
        <Alert color="orange" role="alert">
          {t('lesson.saving-failed')}{' '}
          <Button size="compact-sm" variant="white" onClick={() => accomplish.reset()}>
            {t('lesson.close')}
          </Button>
        </Alert>
      )}
      <TaskList tasks={tasks} firstOpen={tasks.find((task) => !isDone(task.type))?.type ?? 'LESSON'}>
        {(task) => (
          <Group gap="xs">
            <Text fw={700} size="lg">
              {task.title}
            </Text>
            {isDone(task.type) && (
              <Text c="green.8" fw={700}>
                ✓ {t('lesson.task-done')}
              </Text>
            )}
          </Group>
        )}
      </TaskList>
      <AboutLesson text={content.text ? localized(content.text) : null} verses={content.verses} />
      {celebrate !== null && (
        <LazyPart>
          <StarCelebration
            isOpen={celebrate}
            onClose={() => setCelebrate(false)}
            lessonNumber={lesson.lessonNumber}
            userChildId={userChildId}
          />
        </LazyPart>
      )}
    </Stack>
  );
}
