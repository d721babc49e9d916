import type { Bilingual } from '@koran-kids/db/schema';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { activeParentAreaScope } from '../../schema/scopes.ts';
import { contentStatusOf, lessonsForParents } from './course.service.ts';

const ContentStatusRef = builder
  .objectRef<Awaited<ReturnType<typeof contentStatusOf>>>('CourseContentStatus')
  .implement({
    description: 'What the institute has loaded of the course so far, for parents (never shown to children).',
    fields: (t) => ({
      lessonCount: t.exposeInt('lessonCount'),
      lessonsWithVideo: t.exposeInt('lessonsWithVideo'),
      verseCount: t.exposeInt('verseCount'),
      versesWithRecitation: t.exposeInt('versesWithRecitation'),
      versesInDutch: t.exposeInt('versesInDutch'),
    }),
  });

type ParentLesson = {
  id: number;
  lessonNumber: number;
  surahNumber: number | null;
  name: Bilingual;
  label: Bilingual | null;
  description: Bilingual | null;
  tips: Bilingual | null;
};
const ParentLessonRef = builder.objectRef<ParentLesson>('ParentLesson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonNumber: t.exposeInt('lessonNumber'),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    name: t.field({ type: LocalizedText, resolve: (lesson) => lesson.name }),
    label: t.field({ type: LocalizedText, nullable: true, resolve: (lesson) => lesson.label }),
    description: t.field({ type: LocalizedText, nullable: true, resolve: (lesson) => lesson.description }),
    tips: t.field({ type: LocalizedText, nullable: true, resolve: (lesson) => lesson.tips }),
  }),
});

builder.queryFields((t) => ({
  parentLessons: t.field({
    type: [ParentLessonRef],
    description: "The course's lessons for parents: what each teaches and tips to practise together.",
    authScopes: activeParentAreaScope,
    resolve: async (_, __, context) => {
      const subscription = (await context.family()).subscription;
      return subscription ? lessonsForParents(context.db, subscription.courseId) : [];
    },
  }),
  courseContentStatus: t.field({
    type: ContentStatusRef,
    nullable: true,
    description: 'How many lessons have a video and verses a recitation or a Dutch translation (parent area).',
    authScopes: activeParentAreaScope,
    resolve: async (_, __, context) => {
      const subscription = (await context.family()).subscription;
      return subscription ? contentStatusOf(context.db, subscription.courseId) : null;
    },
  }),
}));
