import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { teacherOfChildScope } from '../../schema/scopes.ts';
import { RevisionGradeEnum, RevisionPassageHistory } from './revision.schema.ts';
import { childRevisionForTeacher, correctGradeAsTeacher } from './teacher-revision.service.ts';

type ChildRevision = Awaited<ReturnType<typeof childRevisionForTeacher>>;

const TeacherChildRevision = builder.objectRef<ChildRevision>('TeacherChildRevision').implement({
  description: 'A child of the group by name, each passage learned by heart with its grades.',
  fields: (t) => ({
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    passages: t.field({ type: [RevisionPassageHistory], resolve: (revision) => revision.passages }),
  }),
});

builder.queryField('teacherChildRevision', (t) =>
  t.field({
    type: TeacherChildRevision,
    description: "A child's revision for the teacher of the child's group (or an administrator).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) => childRevisionForTeacher(context.db, parseId.child(args.userChildId)),
  }),
);

builder.mutationField('teacherCorrectRevisionGrade', (t) =>
  t.field({
    type: TeacherChildRevision,
    description: "The teacher's grade in place of the child's, or the child's confirmed; recorded in the audit.",
    args: {
      userChildId: t.arg.id({ required: true }),
      reviewId: t.arg.id({ required: true }),
      grade: t.arg({ type: RevisionGradeEnum, required: true }),
    },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) =>
      correctGradeAsTeacher(
        context.db,
        { userId: context.viewer.userId },
        {
          childId: parseId.child(args.userChildId),
          reviewId: parseId.revisionGrade(args.reviewId),
          grade: args.grade,
        },
      ),
  }),
);
