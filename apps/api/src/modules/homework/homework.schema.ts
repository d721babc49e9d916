import { HAND_IN_KINDS } from '@koran-kids/db/schema';
import { HOMEWORK_TASKS } from '@koran-kids/input/forms/homework';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { childScope, parentChildScope } from '../../schema/scopes.ts';
import { type ChildAssignment, childHomework, type HandIn, handInTogether } from './homework.service.ts';

export const HomeworkTaskEnum = builder.enumType('HomeworkTask', {
  description: 'What to do with the passage: listen to it, recite it, learn it by heart, or revise it.',
  values: HOMEWORK_TASKS,
});
export const HandInKindEnum = builder.enumType('HandInKind', {
  description: "RECORDING: the child's own recording of the passage; TOGETHER: its parent says they did it together.",
  values: HAND_IN_KINDS,
});

const HandInRef = builder.objectRef<HandIn>('HomeworkHandIn').implement({
  fields: (t) => ({
    kind: t.field({ type: HandInKindEnum, resolve: (handIn) => handIn.kind }),
    handedInAt: t.field({ type: 'DateTime', resolve: (handIn) => handIn.handedInAt }),
    stars: t.exposeInt('stars', { nullable: true, description: "0 to 5, the teacher's; null until graded." }),
    teacherNote: t.exposeString('teacherNote', { nullable: true }),
    teacherName: t.exposeString('teacherName', { nullable: true }),
    gradedAt: t.field({ type: 'DateTime', nullable: true, resolve: (handIn) => handIn.gradedAt }),
  }),
});

const AssignmentRef = builder.objectRef<ChildAssignment>('HomeworkAssignment').implement({
  description: 'Homework the teacher set for the child (or its whole group) about one passage.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    lessonNumber: t.exposeInt('lessonNumber'),
    lessonName: t.field({ type: LocalizedText, resolve: (assignment) => assignment.lessonName }),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    task: t.field({ type: HomeworkTaskEnum, resolve: (assignment) => assignment.task }),
    dueOn: t.field({ type: 'Date', resolve: (assignment) => assignment.dueOn }),
    note: t.field({ type: LocalizedText, resolve: (assignment) => assignment.note }),
    isLate: t.exposeBoolean('isLate', { description: 'Not handed in, and its day has passed.' }),
    handIn: t.field({ type: HandInRef, nullable: true, resolve: (assignment) => assignment.handIn }),
  }),
});

builder.queryField('childHomework', (t) =>
  t.field({
    type: [AssignmentRef],
    description: "The child's homework, due first on top, from two weeks past its day on; its grade once given.",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) => childHomework(context.db, parseId.child(args.userChildId)),
  }),
);

builder.mutationField('handInHomeworkTogether', (t) =>
  t.field({
    type: AssignmentRef,
    description: 'A parent, behind the pincode, says the child did the homework with them: it counts as handed in.',
    args: { userChildId: t.arg.id({ required: true }), assignmentId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, args, context) =>
      handInTogether(context.db, parseId.child(args.userChildId), parseId.homework(args.assignmentId)),
  }),
);
