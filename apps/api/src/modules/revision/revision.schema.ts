import { REVISION_GRADERS, REVISION_GRADES } from '@koran-kids/db/schema';
import { revisionPlan } from '@koran-kids/input/forms/revision';
import { fail, parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { childScope, parentChildScope } from '../../schema/scopes.ts';
import {
  type ChildRevision,
  childRevisionOf,
  correctGrade,
  gradeRevision,
  type PassageHistory,
  passagesOf,
  type RevisionPassage,
  revisionHistoryOf,
  setRevisionPlan,
} from './revision.service.ts';

export const RevisionGradeEnum = builder.enumType('RevisionGrade', {
  description: 'AGAIN "Nog niet", HARD "Bijna", GOOD "Ik wist het".',
  values: REVISION_GRADES,
});
const RevisionGrader = builder.enumType('RevisionGrader', {
  description: 'LEARNED is the passage learned by heart; the others gave or corrected a grade.',
  values: REVISION_GRADERS,
});

const Passage = builder.objectRef<RevisionPassage>('RevisionPassage').implement({
  description: 'A passage the child learned by heart, and when it is due for revision.',
  fields: (t) => ({
    lessonId: t.exposeID('lessonId'),
    name: t.field({ type: LocalizedText, resolve: (passage) => passage.name }),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    due: t.field({ type: 'DateTime', resolve: (passage) => passage.memory.due }),
    minutes: t.exposeInt('minutes', { description: 'About how long one revision takes.' }),
    revisedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "The child's last revision of it; null while it is only learned.",
      resolve: (passage) => passage.revisedAt,
    }),
  }),
});

const ChildRevisionRef = builder.objectRef<ChildRevision>('ChildRevision').implement({
  description: "Everything a device needs to plan the child's revision of a day, offline too, by its own clock.",
  fields: (t) => ({
    passages: t.field({ type: [Passage], resolve: (revision) => revision.passages }),
    minutesPerDay: t.exposeInt('minutesPerDay'),
    daysPerWeek: t.exposeInt('daysPerWeek'),
    revisedDays: t.exposeStringList('revisedDays', {
      description: 'The days (YYYY-MM-DD, in the Netherlands) of the last eight on which the child revised.',
    }),
  }),
});

const RevisionReview = builder.objectRef<PassageHistory['reviews'][number]>('RevisionReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    grade: t.field({ type: RevisionGradeEnum, resolve: (review) => review.grade }),
    gradedBy: t.field({ type: RevisionGrader, resolve: (review) => review.gradedBy }),
    reviewedAt: t.field({ type: 'DateTime', resolve: (review) => review.reviewedAt }),
    recallBefore: t.exposeFloat('recallBefore', {
      nullable: true,
      description: 'The recall (0..1) expected just before this review; null for the learning.',
    }),
    correctedGrade: t.field({ type: RevisionGradeEnum, nullable: true, resolve: (review) => review.correctedGrade }),
    correctedBy: t.field({ type: RevisionGrader, nullable: true, resolve: (review) => review.correctedBy }),
  }),
});

export const RevisionPassageHistory = builder.objectRef<PassageHistory>('RevisionPassageHistory').implement({
  description: 'A passage with its grades, for the parents and the teacher.',
  fields: (t) => ({
    passage: t.field({ type: Passage, resolve: (history) => history }),
    recallNow: t.exposeFloat('recallNow', { description: 'The recall (0..1) expected now.' }),
    reviews: t.field({ type: [RevisionReview], resolve: (history) => history.reviews }),
  }),
});

builder.queryFields((t) => ({
  childRevision: t.field({
    type: ChildRevisionRef,
    description: "The child's passages learned by heart, the parents' plan and the days revised lately.",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => childRevisionOf(context.db, String(userChildId)),
  }),
  revisionHistory: t.field({
    type: [RevisionPassageHistory],
    description: 'Each passage with its grades and the recall expected now (the parent area).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, { userChildId }, context) => revisionHistoryOf(context.db, String(userChildId), new Date()),
  }),
}));

builder.mutationFields((t) => ({
  gradeRevision: t.field({
    type: Passage,
    description: 'The child\'s grade of a revision ("Ik wist het", "Bijna", "Nog niet"); sent again, it counts once.',
    args: {
      userChildId: t.arg.id({ required: true }),
      lessonId: t.arg.id({ required: true }),
      reviewId: t.arg.id({ required: true, description: "The device's own id for this grade." }),
      grade: t.arg({ type: RevisionGradeEnum, required: true }),
      reviewedAt: t.arg({ type: 'DateTime', required: true, description: "When, by the device's clock." }),
    },
    authScopes: childScope,
    resolve: async (_, args, context) => {
      const childId = String(args.userChildId);
      const lessonId = parseId.lesson(args.lessonId);
      const input = { reviewId: parseId.revisionGrade(args.reviewId), lessonId, grade: args.grade };
      await gradeRevision(context.db, childId, { ...input, reviewedAt: args.reviewedAt }, new Date());
      const passage = (await passagesOf(context.db, childId)).find((each) => each.lessonId === lessonId);
      // A lesson taken offline since: the grade is kept, the device hears it is gone (and tells the parent).
      return passage ?? fail('NOT_FOUND', 'this passage is no longer in the course');
    },
  }),
  correctRevisionGrade: t.field({
    type: [RevisionPassageHistory],
    description: "A parent's grade (in the parent area) in place of the child's, or the child's confirmed.",
    args: {
      userChildId: t.arg.id({ required: true }),
      reviewId: t.arg.id({ required: true }),
      grade: t.arg({ type: RevisionGradeEnum, required: true }),
    },
    authScopes: parentChildScope,
    resolve: async (_, args, context) => {
      const childId = String(args.userChildId);
      await correctGrade(context.db, childId, parseId.revisionGrade(args.reviewId), args.grade, 'PARENT');
      return revisionHistoryOf(context.db, childId, new Date());
    },
  }),
  setRevisionPlan: t.field({
    type: ChildRevisionRef,
    description: "The parents' plan: minutes a day at most (5–60) and a goal of days a week (1–7).",
    args: {
      userChildId: t.arg.id({ required: true }),
      minutesPerDay: t.arg.int({ required: true }),
      daysPerWeek: t.arg.int({ required: true }),
    },
    authScopes: parentChildScope,
    resolve: async (_, { userChildId, ...input }, context) => {
      const plan = parseOrFail(revisionPlan, input, 'the revision plan has mistakes');
      await setRevisionPlan(context.db, String(userChildId), plan);
      return childRevisionOf(context.db, String(userChildId));
    },
  }),
}));
