import type { QuizQuestion as QuizQuestionShape } from '@koran-kids/db/schema';
import { fail } from '../../errors.ts';
import { courseChildOf } from '../../family/children.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText, VerseTranslation, WordTimingRef, wordTimingsOf } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';
import { accomplish, countView, recordProgress } from './lesson-progress.service.ts';
import {
  type AchievementState,
  courseIntroductionOf,
  type LessonState,
  lessonContent,
  lessonState,
  lessonStates,
} from './lessons.service.ts';

const Achievement = builder.objectRef<AchievementState>('Achievement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'LESSON, SOERAH, TRANSLATION, DICTIONARY or QUIZ' }),
    title: t.field({ type: LocalizedText, resolve: (achievement) => achievement.title }),
    accomplishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (achievement) => achievement.accomplishedAt }),
  }),
});

type VerseShape = Awaited<ReturnType<typeof lessonContent>>['verses'][number];
type WordShape = Awaited<ReturnType<typeof lessonContent>>['words'][number];

const Verse = builder.objectRef<VerseShape>('Verse').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    surahNumber: t.exposeInt('surahNumber'),
    ayahNumber: t.exposeInt('ayahNumber'),
    verse: t.exposeString('verse', { description: 'Uthmani Arabic text.' }),
    pronunciation: t.exposeString('pronunciation', { description: "Tanzil's scholarly transliteration." }),
    simplePronunciation: t.field({
      type: LocalizedText,
      nullable: true,
      description:
        "A pronunciation a child can read: the course's own, else Tanzil's transliteration spelled for a child.",
      resolve: (verse) => verse.simplePronunciation,
    }),
    translation: t.field({ type: VerseTranslation, resolve: (verse) => verse.translation }),
    audioUrl: t.string({
      nullable: true,
      resolve: (verse) => (verse.attachmentKey ? `/files/${verse.attachmentKey}` : null),
    }),
    wordTimings: t.field({
      type: [WordTimingRef],
      nullable: true,
      description: 'Per word (the text split on spaces): when it is said in `audioUrl`; null without timings.',
      resolve: (verse) => wordTimingsOf(verse),
    }),
  }),
});

const Word = builder.objectRef<WordShape>('Word').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    word: t.exposeString('word'),
    meaning: t.field({ type: LocalizedText, resolve: (word) => word.meaning }),
  }),
});

const QuizQuestion = builder.objectRef<QuizQuestionShape>('QuizQuestion').implement({
  fields: (t) => ({
    question: t.field({ type: LocalizedText, resolve: (question) => question.question }),
    options: t.field({ type: [LocalizedText], resolve: (question) => question.options }),
    answer: t.exposeInt('answer', { description: 'Index of the right option (lesson quizzes are practice).' }),
  }),
});

type ContentShape = Awaited<ReturnType<typeof lessonContent>>;

const LessonContent = builder.objectRef<ContentShape>('LessonContent').implement({
  fields: (t) => ({
    text: t.field({ type: LocalizedText, nullable: true, resolve: (content) => content.content }),
    vimeoUrl: t.exposeString('vimeoUrl', { nullable: true }),
    videoUrl: t.string({
      nullable: true,
      resolve: (content) => (content.videoKey ? `/files/${content.videoKey}` : null),
    }),
    imageUrl: t.string({
      nullable: true,
      description: 'A picture the institute gave the lesson.',
      resolve: (content) => (content.image ? `/files/${content.image}` : null),
    }),
    verses: t.field({ type: [Verse], resolve: (content) => content.verses }),
    words: t.field({ type: [Word], resolve: (content) => content.words }),
    quiz: t.field({ type: [QuizQuestion], resolve: (content) => content.quiz }),
  }),
});

export const Lesson = builder.objectRef<LessonState>('Lesson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sequence: t.exposeInt('sequence'),
    lessonNumber: t.exposeInt('lessonNumber'),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    name: t.field({ type: LocalizedText, resolve: (lesson) => lesson.name }),
    label: t.field({ type: LocalizedText, nullable: true, resolve: (lesson) => lesson.label }),
    description: t.field({ type: LocalizedText, nullable: true, resolve: (lesson) => lesson.description }),
    image: t.exposeString('image', { nullable: true }),
    isLocked: t.exposeBoolean('isLocked'),
    lockReason: t.exposeString('lockReason', {
      nullable: true,
      description: 'PREVIOUS_NOT_FINISHED or WAITING_FOR_PARENT',
    }),
    isNew: t.exposeBoolean('isNew'),
    isNext: t.exposeBoolean('isNext'),
    percentage: t.exposeFloat('percentage'),
    timeProgress: t.exposeFloat('timeProgress'),
    finished: t.exposeBoolean('finished'),
    viewCount: t.exposeInt('viewCount'),
    achievements: t.field({ type: [Achievement], resolve: (lesson) => lesson.achievements }),
    content: t.field({
      type: LessonContent,
      nullable: true,
      description: 'Verses, words, quiz and video; null while the lesson is locked.',
      resolve: (lesson, _, context) => (lesson.isLocked ? null : lessonContent(context.db, lesson.id)),
    }),
  }),
});

const ChildLessons = builder.objectRef<{ lessons: LessonState[] }>('ChildLessons').implement({
  fields: (t) => ({
    stars: t.int({ resolve: ({ lessons }) => lessons.filter((lesson) => lesson.finished).length }),
    starTarget: t.int({ resolve: () => 20 }),
    lessons: t.field({ type: [Lesson], resolve: ({ lessons }) => lessons }),
  }),
});

builder.queryField('childLessons', (t) =>
  t.field({
    type: ChildLessons,
    description: "The course's lessons with the child's progress, locks and achievements (getUserChildData).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { userChildId }, context) => ({
      lessons: await lessonStates(context.db, courseChildOf(await context.family(), userChildId)),
    }),
  }),
);

builder.queryField('lesson', (t) =>
  t.field({
    type: Lesson,
    description: 'One lesson with its lock state; its content only when open (getLessonWithLock).',
    args: { userChildId: t.arg.id({ required: true }), lessonId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, args, context) =>
      lessonState(context.db, courseChildOf(await context.family(), args.userChildId), parseId.lesson(args.lessonId)),
  }),
);

const LessonProgress = builder
  .objectRef<{ affectedRows: number; percentage: number; timeProgress: number; finished: boolean; viewCount: number }>(
    'LessonProgress',
  )
  .implement({
    fields: (t) => ({
      affectedRows: t.exposeInt('affectedRows'),
      percentage: t.exposeFloat('percentage'),
      timeProgress: t.exposeFloat('timeProgress'),
      finished: t.exposeBoolean('finished'),
      viewCount: t.exposeInt('viewCount'),
    }),
  });

builder.mutationField('updateLessonProgression', (t) =>
  t.field({
    type: LessonProgress,
    description:
      'Saves seconds of video watched; percentage and finished follow the accomplished tasks. Never moves backwards.',
    args: {
      userChildId: t.arg.id({ required: true }),
      lessonId: t.arg.id({ required: true }),
      timeProgress: t.arg.float({ required: true }),
    },
    authScopes: childScope,
    resolve: async (_, args, context) => {
      const seconds = args.timeProgress;
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 24 * 3600) {
        fail('BAD_INPUT', 'seconds watched must be between 0 and 86400', { field: 'timeProgress' });
      }
      const child = courseChildOf(await context.family(), args.userChildId);
      const stored = await recordProgress(context.db, child, parseId.lesson(args.lessonId), Math.floor(seconds));
      return { ...stored, percentage: Number(stored.percentage), timeProgress: Number(stored.timeProgress) };
    },
  }),
);

const ViewCount = builder.objectRef<{ affectedRows: number; viewCount: number }>('ViewCount').implement({
  fields: (t) => ({ affectedRows: t.exposeInt('affectedRows'), viewCount: t.exposeInt('viewCount') }),
});

builder.mutationField('updateViewCount', (t) =>
  t.field({
    type: ViewCount,
    description: 'Counts one opening of the lesson.',
    args: { userChildId: t.arg.id({ required: true }), lessonId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, args, context) =>
      countView(context.db, courseChildOf(await context.family(), args.userChildId), parseId.lesson(args.lessonId)),
  }),
);

const AccomplishResult = builder
  .objectRef<{ affectedRows: number; lesson: LessonState }>('AccomplishResult')
  .implement({
    fields: (t) => ({
      affectedRows: t.exposeInt('affectedRows', { description: 'Newly written; 0 when already accomplished.' }),
      lesson: t.field({ type: Lesson, resolve: (result) => result.lesson }),
    }),
  });

builder.mutationField('addAccomplishedAchievement', (t) =>
  t.field({
    type: AccomplishResult,
    description: "Records accomplished tasks of one open lesson, each once; updates the lesson's progress.",
    args: { userChildId: t.arg.id({ required: true }), achievementIds: t.arg.idList({ required: true }) },
    authScopes: childScope,
    resolve: async (_, args, context) => {
      const child = courseChildOf(await context.family(), args.userChildId);
      const result = await accomplish(context.db, child, args.achievementIds.map(parseId.achievement));
      return { affectedRows: result.affectedRows, lesson: await lessonState(context.db, child, result.lessonId) };
    },
  }),
);

type IntroductionShape = {
  title: { nl: string; en: string };
  text: { nl: string; en: string };
  vimeoUrl: string | null;
  hasLessonVideos: boolean;
};

const CourseIntroduction = builder.objectRef<IntroductionShape>('CourseIntroduction').implement({
  fields: (t) => ({
    title: t.field({ type: LocalizedText, resolve: (introduction) => introduction.title }),
    text: t.field({ type: LocalizedText, resolve: (introduction) => introduction.text }),
    vimeoUrl: t.exposeString('vimeoUrl', { nullable: true }),
    hasLessonVideos: t.exposeBoolean('hasLessonVideos', {
      description: 'Whether any lesson has a video, so the app says "watch the lesson" only then.',
    }),
  }),
});

builder.queryField('courseIntroduction', (t) =>
  t.field({
    type: CourseIntroduction,
    nullable: true,
    description: "The introduction to the child's course (video and text).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { userChildId }, context) => {
      const child = courseChildOf(await context.family(), userChildId);
      return courseIntroductionOf(context.db, child.courseId);
    },
  }),
);
