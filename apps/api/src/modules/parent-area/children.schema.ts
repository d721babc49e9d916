import { FAVOURITE_FIELDS, type FavouriteField } from '@koran-kids/input/forms/favourites';
import { subscriptionOf } from '../../context.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { activeParentAreaScope, erasableChildScope, parentChildScope } from '../../schema/scopes.ts';
import { removeQueuedRecordingFiles } from '../recordings/recording-files.service.ts';
import {
  type ChildOverview,
  deleteChild,
  familyOverview,
  type LessonProgression,
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
      // The profile's recordings went with it; their files go now (else within the hour, recording-upkeep.ts).
      await removeQueuedRecordingFiles(context.db, context.storage);
      context.refreshFamily();
      return id;
    },
  }),
}));
