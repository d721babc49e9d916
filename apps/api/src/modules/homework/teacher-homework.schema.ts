import { homeworkGradeInput, homeworkInput } from '@koran-kids/input/forms/homework';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { groupScope, teacherOfChildScope } from '../../schema/scopes.ts';
import { HandInKindEnum, HomeworkTaskEnum } from './homework.schema.ts';
import { type GroupHomework, gradeHomework, groupHomework, setHomework } from './teacher-homework.service.ts';

type Assignment = GroupHomework['assignments'][number];
type ChildRow = Assignment['children'][number];

const HomeworkRecording = builder.objectRef<ChildRow['recordings'][number]>('HomeworkRecording').implement({
  description: 'A recording of the passage the child sent since the homework was set: the teacher hears it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    ayahFrom: t.exposeInt('ayahFrom'),
    ayahTo: t.exposeInt('ayahTo'),
    contentType: t.exposeString('contentType'),
    durationMs: t.exposeInt('durationMs'),
    audioUrl: t.string({ resolve: (recording) => `/recordings/${recording.id}` }),
  }),
});

const HomeworkChild = builder.objectRef<ChildRow>('HomeworkOfChild').implement({
  description: 'One child the homework was set for: handed in or not, and the grade.',
  fields: (t) => ({
    userChildId: t.exposeID('userChildId'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    handInKind: t.field({ type: HandInKindEnum, nullable: true, resolve: (row) => row.handInKind }),
    handedInAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.handedInAt }),
    isLate: t.exposeBoolean('isLate'),
    stars: t.exposeInt('stars', { nullable: true }),
    teacherNote: t.exposeString('teacherNote', { nullable: true }),
    recordings: t.field({ type: [HomeworkRecording], resolve: (row) => row.recordings }),
  }),
});

const ReciterVerse = builder.objectRef<Assignment['verses'][number]>('HomeworkReciterVerse').implement({
  fields: (t) => ({ ayah: t.exposeInt('ayah'), audioUrl: t.exposeString('audioUrl', { nullable: true }) }),
});

const GroupAssignment = builder.objectRef<Assignment>('GroupHomeworkAssignment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonNumber: t.exposeInt('lessonNumber'),
    lessonName: t.field({ type: LocalizedText, resolve: (assignment) => assignment.lessonName }),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    task: t.field({ type: HomeworkTaskEnum, resolve: (assignment) => assignment.task }),
    dueOn: t.field({ type: 'Date', resolve: (assignment) => assignment.dueOn }),
    note: t.field({ type: LocalizedText, resolve: (assignment) => assignment.note }),
    forChild: t.exposeID('forChild', { nullable: true, description: 'Set for one child; null for the whole group.' }),
    verses: t.field({
      type: [ReciterVerse],
      description: "The passage's verses as the course's reciter recites them.",
      resolve: (assignment) => assignment.verses,
    }),
    children: t.field({ type: [HomeworkChild], resolve: (assignment) => assignment.children }),
  }),
});

const HomeworkLesson = builder.objectRef<GroupHomework['lessons'][number]>('HomeworkLesson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonNumber: t.exposeInt('lessonNumber'),
    name: t.field({ type: LocalizedText, resolve: (lesson) => lesson.name }),
  }),
});

const HomeworkGroupChild = builder.objectRef<GroupHomework['children'][number]>('HomeworkGroupChild').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), username: t.exposeString('username') }),
});

const GroupHomeworkRef = builder.objectRef<GroupHomework>('GroupHomework').implement({
  fields: (t) => ({
    lessons: t.field({
      type: [HomeworkLesson],
      description: "The course's published lessons: the passages homework can be about.",
      resolve: (homework) => homework.lessons,
    }),
    children: t.field({ type: [HomeworkGroupChild], resolve: (homework) => homework.children }),
    assignments: t.field({
      type: [GroupAssignment],
      description: 'Due in the last eight weeks or later, the latest due first.',
      resolve: (homework) => homework.assignments,
    }),
  }),
});

builder.queryField('groupHomework', (t) =>
  t.field({
    type: GroupHomeworkRef,
    description: "A course group's homework page: passages, children, and each homework with the hand-ins and grades.",
    args: { courseGroupId: t.arg.id({ required: true }) },
    authScopes: groupScope,
    resolve: (_, args, context) => groupHomework(context.db, parseId.courseGroup(args.courseGroupId)),
  }),
);

builder.mutationField('setHomework', (t) =>
  t.field({
    type: 'ID',
    description: 'Homework for the whole group, or for one of its children; recorded in the audit.',
    args: {
      courseGroupId: t.arg.id({ required: true }),
      lessonId: t.arg.id({ required: true }),
      task: t.arg({ type: HomeworkTaskEnum, required: true }),
      dueOn: t.arg.string({ required: true }),
      noteNl: t.arg.string({ required: true }),
      noteEn: t.arg.string({ required: true }),
      userChildId: t.arg.id({ required: false }),
    },
    authScopes: groupScope,
    resolve: (_, args, context) => {
      const input = parseOrFail(
        homeworkInput,
        { ...args, lessonId: String(args.lessonId), userChildId: args.userChildId ? String(args.userChildId) : '' },
        'the homework cannot be set',
      );
      return setHomework(
        context.db,
        { userId: context.viewer.userId },
        {
          courseGroupId: parseId.courseGroup(args.courseGroupId),
          childId: input.userChildId ? parseId.child(input.userChildId) : null,
          lessonId: parseId.lesson(input.lessonId),
          task: input.task,
          dueOn: input.dueOn,
          note: { nl: input.noteNl, en: input.noteEn },
        },
      );
    },
  }),
);

const HomeworkGrade = builder.objectRef<Awaited<ReturnType<typeof gradeHomework>>>('HomeworkGrade').implement({
  fields: (t) => ({
    assignmentId: t.exposeID('assignmentId'),
    userChildId: t.exposeID('userChildId'),
    stars: t.exposeInt('stars'),
    note: t.exposeString('note'),
  }),
});

builder.mutationField('gradeHomework', (t) =>
  t.field({
    type: HomeworkGrade,
    description:
      "The teacher's 0–5 stars and note for a child's handed-in homework; the child and its parents read it.",
    args: {
      userChildId: t.arg.id({ required: true }),
      assignmentId: t.arg.id({ required: true }),
      stars: t.arg.int({ required: true }),
      note: t.arg.string({ required: true }),
    },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) => {
      const grade = parseOrFail(homeworkGradeInput, args, 'the homework cannot be graded');
      return gradeHomework(
        context.db,
        { userId: context.viewer.userId },
        {
          childId: parseId.child(args.userChildId),
          assignmentId: parseId.homework(args.assignmentId),
          ...grade,
        },
      );
    },
  }),
);
