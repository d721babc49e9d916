import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText, StaffKindEnum } from '../../schema/refs.ts';
import { administratorScope } from '../../schema/staff-refs.ts';
import { AUDIT_PAGE_SIZE, auditRecord } from '../../staff/audit.ts';
import { assignTeacher, groupsOf, type StaffGroup, staffMembers } from './team.service.ts';

const StaffGroupRef = builder.objectRef<StaffGroup>('StaffGroup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.field({ type: LocalizedText, resolve: (group) => group.name }),
    courseName: t.field({ type: LocalizedText, resolve: (group) => group.courseName }),
  }),
});

builder.queryField('staffGroups', (t) =>
  t.field({
    type: [StaffGroupRef],
    description: "The course groups the asker works with: all for an administrator, a teacher's own otherwise.",
    authScopes: { staff: true },
    resolve: (_, __, context) => groupsOf(context.db, context.viewer),
  }),
);

type Member = Awaited<ReturnType<typeof staffMembers>>[number];

const StaffMember = builder.objectRef<Member>('StaffMember').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    kind: t.field({ type: StaffKindEnum, resolve: (member) => member.kind }),
    groupIds: t.idList({ resolve: (member) => member.groupIds }),
  }),
});

builder.queryField('staffMembers', (t) =>
  t.field({
    type: [StaffMember],
    description: 'Everyone who is staff now (role claim or grant) and the groups they look after.',
    authScopes: administratorScope,
    resolve: (_, __, context) => staffMembers(context.db),
  }),
);

const TeacherAssignment = builder
  .objectRef<{ userId: string; courseGroupId: number; assigned: boolean }>('TeacherAssignment')
  .implement({
    fields: (t) => ({
      userId: t.exposeID('userId'),
      courseGroupId: t.exposeID('courseGroupId'),
      assigned: t.exposeBoolean('assigned'),
    }),
  });

builder.mutationField('assignTeacher', (t) =>
  t.field({
    type: TeacherAssignment,
    description: 'An administrator assigns a staff member to a course group as its teacher, or takes it back.',
    args: {
      userId: t.arg.id({ required: true }),
      courseGroupId: t.arg.id({ required: true }),
      assigned: t.arg.boolean({ required: true }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) =>
      assignTeacher(
        context.db,
        { userId: context.viewer.userId },
        {
          userId: parseId.person(args.userId),
          courseGroupId: parseId.courseGroup(args.courseGroupId),
          assigned: args.assigned,
        },
      ),
  }),
);

type AuditEntry = Awaited<ReturnType<typeof auditRecord>>['entries'][number];

const AuditEntryRef = builder.objectRef<AuditEntry>('StaffAuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    actor: t.exposeString('actor'),
    action: t.exposeString('action'),
    subject: t.exposeString('subject'),
    details: t.field({ type: 'JSON', resolve: (entry) => entry.details }),
    createdAt: t.field({ type: 'DateTime', resolve: (entry) => entry.createdAt }),
  }),
});

const AuditPage = builder.objectRef<Awaited<ReturnType<typeof auditRecord>>>('StaffAuditPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    pageSize: t.int({ resolve: () => AUDIT_PAGE_SIZE }),
    entries: t.field({ type: [AuditEntryRef], resolve: (page) => page.entries }),
  }),
});

builder.queryField('staffAudit', (t) =>
  t.field({
    type: AuditPage,
    description: 'Every staff change (who, when, what), newest first, 50 a page.',
    args: { page: t.arg.int({ defaultValue: 0 }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => auditRecord(context.db, Math.max(args.page ?? 0, 0)),
  }),
);
