import { Accordion, Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { whenIdle } from '../../../lib/idle.ts';
import { type Localized, useLocalized, usePronunciation } from '../../../lib/localized.ts';
import { vimeoEmbedUrl } from '../../../lib/vimeo.ts';
import { useAccomplishAchievement } from '../api/add-accomplished-achievement.ts';
import { lessonQuery } from '../api/get-lesson-with-lock.ts';
import { saveWatchedSeconds } from '../api/update-lesson-progression.ts';
import { countLessonView } from '../api/update-view-count.ts';
import { useVimeoProgress } from '../hooks/use-vimeo-progress.ts';
import { KnowWordsTask } from './tasks/know-words-task.tsx';
import { LearnSurahTask } from './tasks/learn-surah-task.tsx';
import { LearnTranslationTask, VerseTranslation } from './tasks/learn-translation-task.tsx';
import { QuizTask } from './tasks/quiz-task.tsx';

type Props = { userChildId: string; lessonId: string };

const VIEW_COUNT_WAIT_MS = 2000;

// Loaded when needed, not with the lesson: a locked lesson's pincode form, and the star (with Mantine's modal).
const ParentUnlockForm = lazy(async () => ({ default: (await import('./parent-unlock-form.tsx')).ParentUnlockForm }));
const loadStarCelebration = () => import('./star-celebration.tsx');
const StarCelebration = lazy(async () => ({ default: (await loadStarCelebration()).StarCelebration }));

type Achievement = { id: string; type: string; accomplishedAt?: string | null };

/** `/lessons/{userChildId}/start?lesson={lessonId}`: the lesson, or why it is locked. */
export function LessonPage({ userChildId, lessonId }: Props) {
  const { t } = useTranslation('lessons');
  const localized = useLocalized();
  const query = useQuery(lessonQuery(userChildId, lessonId));
  // The lesson is a big page to draw: when it arrives while the loading screen shows, it is drawn in the
  // background, in slices, so a tap is never kept waiting. (Already in the cache, it is drawn with the page.)
  const data = useDeferredValue(query.data);
  const error = query.error;
  useCountViewOnce(userChildId, lessonId, data?.lesson.isLocked === false);
  if (error) throw error;
  if (!data) return <LoadingScreen />;
  const { lesson } = data;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/lessons/${userChildId}`}>
          ← {t('lesson.back-to-lessons')}
        </Anchor>
        <div>
          <Text c="gray.7">{t('overview.lesson-number', { number: lesson.lessonNumber })}</Text>
          <Title order={1}>{localized(lesson.name)}</Title>
          <Text size="lg">{localized(lesson.label)}</Text>
          {/* Here, where it explains: the surah's place in the Quran, never as the lesson's own number. */}
          {lesson.surahNumber && <Text c="gray.7">{t('lesson.surah', { number: lesson.surahNumber })}</Text>}
        </div>
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

type OpenLessonData = {
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

function OpenLesson({ userChildId, lesson }: { userChildId: string; lesson: OpenLessonData }) {
  const { t } = useTranslation('lessons');
  const { t: tt } = useTranslation('tasks');
  const localized = useLocalized();
  const accomplish = useAccomplishAchievement(userChildId);
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
    if (!achievement || achievement.accomplishedAt || sent.current.has(achievement.id)) return;
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
          onWatched={(seconds) => saveWatchedSeconds(userChildId, lesson.id, seconds)}
        />
      ),
    },
    {
      type: 'SOERAH',
      title: tt('learn-surah.title'),
      body: <LearnSurahTask verses={content.verses} isDone={isDone('SOERAH')} onComplete={complete('SOERAH')} />,
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

type Task = { type: string; title: string; body: ReactNode };

/**
 * The five tasks, one panel each. A panel's task is drawn the first time it opens and kept from then on (so
 * nothing typed is lost on closing it): a lesson's first screen draws only the task to do now.
 */
function TaskList(props: { tasks: Task[]; firstOpen: string; children: (task: Task) => ReactNode }) {
  const [open, setOpen] = useState([props.firstOpen]);
  const [opened, setOpened] = useState(() => new Set(open));
  const show = (types: string[]) => {
    setOpen(types);
    setOpened((before) => new Set([...before, ...types]));
  };
  return (
    <Accordion variant="separated" radius="lg" multiple value={open} onChange={show}>
      {props.tasks.map((task) => (
        <Accordion.Item key={task.type} value={task.type}>
          <Accordion.Control>{props.children(task)}</Accordion.Control>
          <Accordion.Panel>{opened.has(task.type) && task.body}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * The lesson's text and all its verses, folded: a child of seven meets the first task first, and opens these when
 * it wants to read on.
 */
function AboutLesson({ text, verses }: { text: string | null; verses: OpenLessonData['content']['verses'] }) {
  const { t } = useTranslation('lessons');
  return (
    <Accordion variant="separated" radius="lg" multiple>
      {text && (
        <Accordion.Item value="text">
          <Accordion.Control>
            <Text fw={700}>{t('lesson.about')}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="lg">{text}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      )}
      <Accordion.Item value="verses">
        <Accordion.Control>
          <Text fw={700}>{t('lesson.verses')}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <VerseList verses={verses} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function VerseList({ verses }: { verses: OpenLessonData['content']['verses'] }) {
  const pronounce = usePronunciation();
  return (
    <Stack gap="sm">
      {verses.map((verse) => (
        <div key={verse.id}>
          {/* Right to left, so at the right edge. */}
          <Text component="p" dir="rtl" m={0}>
            <ArabicText size={30}>
              {verse.verse} ﴿{verse.ayahNumber}﴾
            </ArabicText>
          </Text>
          <Text c="gray.7" fs="italic">
            {pronounce(verse)}
          </Text>
          <VerseTranslation translation={verse.translation} />
        </div>
      ))}
    </Stack>
  );
}

/** The lesson's video (a Vimeo embed): seconds watched are saved; watching it is the LESSON task. */
function LessonVideo(props: {
  vimeoUrl: string | null;
  videoUrl: string | null;
  isDone: boolean;
  onComplete: () => void;
  onWatched: (seconds: number) => Promise<unknown>;
}) {
  const { vimeoUrl, videoUrl, isDone, onComplete, onWatched } = props;
  const { t } = useTranslation('lessons');
  const frame = useRef<HTMLIFrameElement>(null);
  const onWatchedRef = useRef(onWatched);
  onWatchedRef.current = onWatched;
  const save = useCallback((seconds: number) => void onWatchedRef.current(seconds).catch(() => undefined), []);
  useVimeoProgress(frame, save);
  const embed = vimeoEmbedUrl(vimeoUrl);
  return (
    <Stack gap="sm">
      {embed ? (
        <iframe
          ref={frame}
          src={`${embed}${embed.includes('?') ? '&' : '?'}api=1`}
          title={t('lesson.video')}
          style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          allow="fullscreen; picture-in-picture"
        />
      ) : videoUrl ? (
        <FileVideo src={videoUrl} title={t('lesson.video')} onSeconds={save} />
      ) : (
        <Text>{t('lesson.no-video')}</Text>
      )}
      <Button size="lg" onClick={onComplete} disabled={isDone} variant={isDone ? 'light' : 'filled'}>
        {isDone ? `✓ ${t('lesson.task-done')}` : t('lesson.video-watched')}
      </Button>
    </Stack>
  );
}

/** A lesson video stored as a file; the furthest second watched is saved every 15 s and on pause or end. */
function FileVideo({ src, title, onSeconds }: { src: string; title: string; onSeconds: (seconds: number) => void }) {
  const saved = useRef(0);
  const report = (video: HTMLVideoElement, isForced: boolean) => {
    const seconds = Math.floor(video.currentTime);
    if (seconds > saved.current && (isForced || seconds - saved.current >= 15)) {
      saved.current = seconds;
      onSeconds(seconds);
    }
  };
  return (
    // biome-ignore lint/a11y/useMediaCaption: lesson videos come without caption files; the lesson text is on the page.
    <video
      src={src}
      title={title}
      controls
      preload="metadata"
      style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
      onTimeUpdate={(event) => report(event.currentTarget, false)}
      onPause={(event) => report(event.currentTarget, true)}
      onEnded={(event) => report(event.currentTarget, true)}
    />
  );
}
