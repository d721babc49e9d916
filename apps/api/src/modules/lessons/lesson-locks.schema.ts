import { courseChildOf } from '../../family/children.ts';
import { checkPincode, parsePincode } from '../../family/pincode.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { PincodeResult, type PincodeResultShape } from '../../schema/refs.ts';
import { childScope, parentChildScope } from '../../schema/scopes.ts';
import { lockLesson, unlockLesson } from './lesson-locks.service.ts';
import { Lesson } from './lessons.schema.ts';
import { type LessonState, lessonState } from './lessons.service.ts';

const UnlockResult = builder.objectRef<{ pincode: PincodeResultShape; lesson: LessonState }>('UnlockResult').implement({
  fields: (t) => ({
    pincode: t.field({ type: PincodeResult, resolve: (result) => result.pincode }),
    lesson: t.field({ type: Lesson, resolve: (result) => result.lesson }),
  }),
});

builder.mutationField('unlockLessonWithPincode', (t) =>
  t.field({
    type: UnlockResult,
    description: "A parent opens the child's next lesson on the child's screen with the family pincode.",
    args: {
      userChildId: t.arg.id({ required: true }),
      lessonId: t.arg.id({ required: true }),
      pincode: t.arg.string({ required: true }),
    },
    authScopes: childScope,
    resolve: async (_, args, context) => {
      const child = courseChildOf(await context.family(), args.userChildId);
      const lessonId = parseId.lesson(args.lessonId);
      const check = await checkPincode(context.db, context.viewer.userId, parsePincode(args.pincode, 'pincode'));
      const lesson = check.isCorrect
        ? await unlockLesson(context.db, child, lessonId)
        : await lessonState(context.db, child, lessonId);
      return { pincode: { ...check, parentAreaOpenUntil: null }, lesson };
    },
  }),
);

builder.mutationField('unlockLesson', (t) =>
  t.field({
    type: Lesson,
    description: "Opens the child's next lesson from the parent area.",
    args: { userChildId: t.arg.id({ required: true }), lessonId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: async (_, args, context) =>
      unlockLesson(context.db, courseChildOf(await context.family(), args.userChildId), parseId.lesson(args.lessonId)),
  }),
);

builder.mutationField('lockLesson', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Locks a lesson the parent opened again, while the child has not begun it.',
    args: { userChildId: t.arg.id({ required: true }), lessonId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId, lessonId }, context) => {
      await lockLesson(context.db, String(userChildId), parseId.lesson(lessonId));
      return true;
    },
  }),
);
