import type { Bilingual } from '@koran-kids/db/schema';
import { subscriptionOf } from '../../context.ts';
import { fail } from '../../errors.ts';
import { FAVOURITE_FIELDS, type FavouriteField } from '../../family/favourites.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { activeParentAreaScope, erasableChildScope, parentChildScope } from '../../schema/scopes.ts';
import {
  type ContactInformation,
  contactOf,
  contentStatusOf,
  lessonsForParents,
  reviewOf,
  saveReview,
  updateContact,
} from './account.service.ts';
import {
  type ChildOverview,
  deleteChild,
  familyOverview,
  type LessonProgression,
  lockLesson,
  progressionOf,
  updateChildByParent,
} from './children.service.ts';

const ChildOverviewRef = builder.objectRef<ChildOverview>('ChildOverview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
    stars: t.exposeInt('stars'),
    lessonNumber: t.exposeInt('lessonNumber', { nullable: true, description: 'The lesson in progress.' }),
    lessonName: t.field({ type: LocalizedText, nullable: true, resolve: (child) => child.lessonName }),
    lastActivityAt: t.field({ type: 'DateTime', nullable: true, resolve: (child) => child.lastActivityAt }),
  }),
});

const LessonProgressionRef = builder.objectRef<LessonProgression>('LessonProgression').implement({
  fields: (t) => ({
    lessonId: t.exposeID('lessonId'),
    lessonNumber: t.exposeInt('lessonNumber'),
    name: t.field({ type: LocalizedText, resolve: (lesson) => lesson.name }),
    percentage: t.exposeInt('percentage'),
    timeProgress: t.exposeInt('timeProgress', { description: 'Seconds of the lesson video watched.' }),
    viewCount: t.exposeInt('viewCount'),
    finished: t.exposeBoolean('finished'),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (lesson) => lesson.finishedAt }),
    tasks: t.exposeInt('tasks'),
    tasksDone: t.exposeInt('tasksDone'),
    hasVideo: t.exposeBoolean('hasVideo', { description: 'Watching the lesson is a task only where it has a video.' }),
  }),
});

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

const WeekActivityRef = builder.objectRef<{ week: string; tasks: number }>('WeekActivity').implement({
  fields: (t) => ({
    week: t.exposeString('week', { description: 'Monday of the week, YYYY-MM-DD.' }),
    tasks: t.exposeInt('tasks'),
  }),
});

const ProgressionRef = builder.objectRef<Awaited<ReturnType<typeof progressionOf>>>('ChildProgression').implement({
  fields: (t) => ({
    lessons: t.field({ type: [LessonProgressionRef], resolve: (progression) => progression.lessons }),
    weeks: t.field({ type: [WeekActivityRef], resolve: (progression) => progression.weeks }),
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

const ContactRef = builder.objectRef<ContactInformation>('ContactInformation').implement({
  fields: (t) => ({
    address: t.exposeString('address'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    phone: t.exposeString('phone'),
  }),
});

const ReviewRef = builder.objectRef<{ rating: number; comment: string | null; updatedAt: Date }>('Review').implement({
  fields: (t) => ({
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment', { nullable: true }),
    updatedAt: t.field({ type: 'DateTime', resolve: (review) => review.updatedAt }),
  }),
});

const ContactInput = builder.inputType('ContactInformationInput', {
  fields: (t) => ({
    address: t.string({ required: true }),
    postcode: t.string({ required: true }),
    city: t.string({ required: true }),
    phone: t.string({ required: true }),
  }),
});

const ParentChildInput = builder.inputType('ParentChildInput', {
  description: 'What a parent may change of a profile; the username never changes.',
  fields: (t) => ({
    name: t.string({ required: true }),
    avatar: t.string({ required: true }),
    gender: t.string({ required: true }),
    dateOfBirth: t.string({ required: true, description: 'YYYY-MM-DD' }),
    openProfile: t.boolean({ required: true }),
  }),
});

const ParentFavouritesInput = builder.inputType('ParentFavouritesInput', {
  fields: (t) => Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, t.string({ required: false })])),
});

const lessonIdOf = (value: string | number) =>
  /^\d{1,9}$/.test(String(value)) ? Number(value) : fail('NOT_FOUND', 'no such lesson');

builder.queryFields((t) => ({
  familyOverview: t.field({
    type: [ChildOverviewRef],
    description: 'Every child with stars, the lesson in progress and the last activity (parent area).',
    authScopes: activeParentAreaScope,
    resolve: async (_, __, context) => {
      const subscription = (await context.family()).subscription;
      return subscription ? familyOverview(context.db, subscription.id) : [];
    },
  }),
  childProgression: t.field({
    type: ProgressionRef,
    description: 'Per lesson percentage, time, views and tasks; tasks done per week (parent area).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId }, context) =>
      progressionOf(context.db, String(userChildId), (await subscriptionOf(context)).courseId),
  }),
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
  contactInformation: t.field({
    type: ContactRef,
    nullable: true,
    description: "The family's address and phone, kept on the shop order (null without an order).",
    authScopes: { parentArea: true },
    resolve: async (_, __, context) => contactOf(context.db, (await context.family()).subscription?.wpOrderId ?? null),
  }),
  review: t.field({
    type: ReviewRef,
    nullable: true,
    description: "The parent's own review of the course.",
    authScopes: { parentArea: true },
    resolve: (_, __, context) => reviewOf(context.db, context.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  updateChildDetails: t.field({
    type: 'Boolean',
    description: 'The parent edits a profile: name, avatar, gender, birth date, findability, favourites.',
    args: {
      userChildId: t.arg.id({ required: true }),
      input: t.arg({ type: ParentChildInput, required: true }),
      details: t.arg({ type: ParentFavouritesInput, required: true }),
    },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId, input, details }, context) => {
      await updateChildByParent(context.db, String(userChildId), {
        ...input,
        favourites: details as Partial<Record<FavouriteField, string | null>>,
      });
      return true;
    },
  }),
  deleteUserChild: t.field({
    type: 'ID',
    description: 'Deletes a profile and everything stored about it; the parent types its username to confirm.',
    args: { userChildId: t.arg.id({ required: true }), username: t.arg.string({ required: true }) },
    authScopes: erasableChildScope,
    resolve: async (_, { userChildId, username }, context) => {
      const { id } = await deleteChild(context.db, String(userChildId), username);
      context.refreshFamily();
      return id;
    },
  }),
  lockLesson: t.field({
    type: 'Boolean',
    description: 'Locks a lesson the parent opened again, while the child has not begun it.',
    args: { userChildId: t.arg.id({ required: true }), lessonId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId, lessonId }, context) => {
      await lockLesson(context.db, String(userChildId), lessonIdOf(lessonId));
      return true;
    },
  }),
  updateContactInformation: t.field({
    type: ContactRef,
    nullable: true,
    description: 'Address, postcode, city and phone, checked as Dutch formats, kept on the shop order.',
    args: { input: t.arg({ type: ContactInput, required: true }) },
    authScopes: { parentArea: true },
    resolve: async (_, { input }, context) =>
      updateContact(context.db, (await context.family()).subscription?.wpOrderId ?? null, input),
  }),
  upsertReview: t.field({
    type: ReviewRef,
    nullable: true,
    description: 'Rates the course 1 to 5 with an optional comment; one review per parent.',
    args: { rating: t.arg.int({ required: true }), comment: t.arg.string() },
    authScopes: { parentArea: true },
    resolve: (_, { rating, comment }, context) => saveReview(context.db, context.viewer.userId, rating, comment),
  }),
}));
