import { teacherReplyInput } from '@koran-kids/input/forms/staff';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { type InboxText, inboxOfGroup, markTextRead, replyToText, type TeacherReply } from './inbox.service.ts';
import { groupScope, TeacherTextKindEnum, teacherOfChildScope } from './staff-refs.ts';

const TeacherReplyRef = builder.objectRef<TeacherReply>('TeacherReply').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    senderName: t.exposeString('senderName', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (reply) => new Date(reply.createdAt) }),
  }),
});

const InboxTextRef = builder.objectRef<InboxText>('InboxText').implement({
  description: 'A text a child addressed to the teacher, with only what a teacher may see of the child.',
  fields: (t) => ({
    id: t.id({ resolve: (text) => `${text.kind}:${text.childId}` }),
    childId: t.exposeID('childId'),
    childName: t.exposeString('childName'),
    username: t.exposeString('username'),
    lessonReached: t.exposeInt('lessonReached', { description: 'The highest lesson opened; 0 before the first.' }),
    kind: t.field({ type: TeacherTextKindEnum, resolve: (text) => text.kind }),
    text: t.exposeString('text'),
    sentAt: t.field({ type: 'DateTime', resolve: (text) => text.sentAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (text) => text.readAt }),
    replies: t.field({ type: [TeacherReplyRef], resolve: (text) => text.replies }),
  }),
});

builder.queryField('staffInbox', (t) =>
  t.field({
    type: [InboxTextRef],
    description: "The texts a course group's children addressed to the teacher, unread first, newest first.",
    args: { courseGroupId: t.arg.id({ required: true }) },
    authScopes: groupScope,
    resolve: (_, args, context) => inboxOfGroup(context.db, parseId.courseGroup(args.courseGroupId)),
  }),
);

const InboxTextRead = builder
  .objectRef<{ childId: string; kind: InboxText['kind']; read: boolean }>('InboxTextRead')
  .implement({
    fields: (t) => ({
      childId: t.exposeID('childId'),
      kind: t.field({ type: TeacherTextKindEnum, resolve: (text) => text.kind }),
      read: t.exposeBoolean('read'),
    }),
  });

builder.mutationField('markInboxTextRead', (t) =>
  t.field({
    type: InboxTextRead,
    description: "Marks a child's text to the teacher read, or unread again.",
    args: {
      userChildId: t.arg.id({ required: true }),
      kind: t.arg({ type: TeacherTextKindEnum, required: true }),
      read: t.arg.boolean({ required: true }),
    },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) => markTextRead(context.db, parseId.child(args.userChildId), args.kind, args.read),
  }),
);

const TeacherReplySent = builder
  .objectRef<{ childId: string; kind: InboxText['kind']; messageId: string }>('TeacherReplySent')
  .implement({
    fields: (t) => ({
      childId: t.exposeID('childId'),
      kind: t.field({ type: TeacherTextKindEnum, resolve: (sent) => sent.kind }),
      messageId: t.exposeID('messageId'),
    }),
  });

builder.mutationField('replyToChildText', (t) =>
  t.field({
    type: TeacherReplySent,
    description: "A teacher answers a child's text: the child (and its parent) read it in the child's messages.",
    args: {
      userChildId: t.arg.id({ required: true }),
      kind: t.arg({ type: TeacherTextKindEnum, required: true }),
      message: t.arg.string({ required: true }),
    },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) => {
      const { message } = parseOrFail(teacherReplyInput, { message: args.message }, 'the answer cannot be sent');
      return replyToText(
        context.db,
        { userId: context.viewer.userId },
        { childId: parseId.child(args.userChildId), kind: args.kind, message },
      );
    },
  }),
);
