import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { groupScope } from '../../schema/staff-refs.ts';
import { GROUP_CHILDREN_PAGE_SIZE, progressOfGroup } from './progress.service.ts';

type Progress = Awaited<ReturnType<typeof progressOfGroup>>;

const ChildProgress = builder.objectRef<Progress['children'][number]>('GroupChildProgress').implement({
  description:
    'What a teacher sees of a child: name, username, lesson reached, finished lessons, final test, revision behind.',
  fields: (t) => ({
    userChildId: t.exposeID('id', { description: "The child's revision is opened by it." }),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    lessonReached: t.exposeInt('lessonReached'),
    finishedLessons: t.exposeInt('finishedLessons'),
    finalTest: t.exposeBoolean('finalTest', { description: 'Whether the final test was handed in.' }),
    revisionBehind: t.exposeInt('revisionBehind', {
      description: 'Passages learned by heart whose revision is more than two days overdue.',
    }),
  }),
});

const LessonCount = builder.objectRef<Progress['childrenPerLesson'][number]>('ChildrenPerLesson').implement({
  fields: (t) => ({ lessonNumber: t.exposeInt('lessonNumber', {}), children: t.exposeInt('children', {}) }),
});

const WeekCount = builder.objectRef<Progress['finishedPerWeek'][number]>('FinishedLessonsInWeek').implement({
  fields: (t) => ({
    weekStart: t.field({ type: 'Date', description: 'The Monday of the week.', resolve: (week) => week.weekStart }),
    lessons: t.exposeInt('lessons'),
  }),
});

const GroupProgress = builder.objectRef<Progress>('GroupProgress').implement({
  fields: (t) => ({
    childCount: t.exposeInt('childCount'),
    finalTestsHandedIn: t.exposeInt('finalTestsHandedIn'),
    children: t.field({
      type: [ChildProgress],
      description: `The children by name, ${GROUP_CHILDREN_PAGE_SIZE} a page (the first page is 0).`,
      args: { page: t.arg.int({ defaultValue: 0 }) },
      resolve: (progress, { page }) => {
        const start = Math.max(page ?? 0, 0) * GROUP_CHILDREN_PAGE_SIZE;
        return progress.children.slice(start, start + GROUP_CHILDREN_PAGE_SIZE);
      },
    }),
    childPageSize: t.int({ resolve: () => GROUP_CHILDREN_PAGE_SIZE }),
    childrenPerLesson: t.field({ type: [LessonCount], resolve: (progress) => progress.childrenPerLesson }),
    finishedPerWeek: t.field({ type: [WeekCount], resolve: (progress) => progress.finishedPerWeek }),
  }),
});

builder.queryField('groupProgress', (t) =>
  t.field({
    type: GroupProgress,
    description: "A course group's progress: children per lesson reached, finished lessons per week, final tests.",
    args: { courseGroupId: t.arg.id({ required: true }) },
    authScopes: groupScope,
    resolve: (_, args, context) => progressOfGroup(context.db, parseId.courseGroup(args.courseGroupId)),
  }),
);
