import { STAFF_TEXT_LIMITS, teacherReplyInput } from '@koran-kids/input/forms/staff';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { groupScope, TeacherTextKindEnum, teacherOfChildScope } from '../../schema/staff-refs.ts';
import { replyToText, setTextRead } from './inbox.service.ts';
import {
  type InboxPage,
  type InboxText,
  inboxPage,
  type TeacherRecording,
  type TeacherReply,
} from './inbox-page.service.ts';

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

const TeacherRecordingRef = builder.objectRef<TeacherRecording>('TeacherRecording').implement({
  description: "A child's own recitation sent to the teacher, with only what a teacher may see of the child.",
  fields: (t) => ({
    id: t.exposeID('id'),
    childId: t.exposeID('childId'),
    childName: t.exposeString('childName'),
    username: t.exposeString('username'),
    lessonNumber: t.exposeInt('lessonNumber', { nullable: true }),
    surahNumber: t.exposeInt('surahNumber'),
    ayahFrom: t.exposeInt('ayahFrom'),
    ayahTo: t.exposeInt('ayahTo'),
    wordFrom: t.exposeInt('wordFrom', { nullable: true }),
    wordTo: t.exposeInt('wordTo', { nullable: true }),
    durationMs: t.exposeInt('durationMs'),
    audioUrl: t.string({ resolve: (recording) => `/recordings/${recording.id}` }),
    contentType: t.exposeString('contentType', {
      description:
        "The sound's container, read from its first bytes: audio/webm, audio/ogg or audio/mp4 (what the browser " +
        'recorded in); a browser asks whether it can play it before showing a player.',
    }),
    sentAt: t.field({ type: 'DateTime', resolve: (recording) => recording.sentAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (recording) => recording.readAt }),
    replies: t.field({ type: [TeacherReplyRef], resolve: (recording) => recording.replies }),
  }),
});

const InboxEntryRef = builder.unionType('InboxEntry', {
  description: 'A text or a recording a child sent to the teacher.',
  types: [InboxTextRef, TeacherRecordingRef],
  resolveType: (entry) => (entry.type === 'text' ? InboxTextRef : TeacherRecordingRef),
});

const InboxPageRef = builder.objectRef<InboxPage>('StaffInboxPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: "Everything the group's children sent, read or not." }),
    unread: t.exposeInt('unread', { description: 'Texts not yet read and recordings not yet heard.' }),
    entries: t.field({ type: [InboxEntryRef], resolve: (page) => page.entries }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as `after` for the next page; null on the last.',
    }),
  }),
});

builder.queryField('staffInbox', (t) =>
  t.field({
    type: InboxPageRef,
    description:
      "What a course group's children sent to the teacher (texts and recordings), newest first, a page at a time.",
    args: {
      courseGroupId: t.arg.id({ required: true }),
      unreadOnly: t.arg.boolean({ defaultValue: false }),
      search: t.arg.string({ defaultValue: '', description: "A child's name or username, or words of a text." }),
      after: t.arg.string({ description: 'The `nextCursor` of the page before.' }),
    },
    authScopes: groupScope,
    resolve: (_, args, context) =>
      inboxPage(context.db, parseId.courseGroup(args.courseGroupId), {
        unreadOnly: args.unreadOnly ?? false,
        search: (args.search ?? '').slice(0, STAFF_TEXT_LIMITS.inboxSearch),
        after: args.after ?? null,
      }),
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
    resolve: (_, args, context) =>
      setTextRead(
        context.db,
        { userId: context.viewer.userId },
        { childId: parseId.child(args.userChildId), kind: args.kind, read: args.read },
      ),
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
