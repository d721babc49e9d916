import { teacherReplyInput } from '@koran-kids/input/forms/staff';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { childScope, groupScope, parentChildScope, teacherOfChildScope } from '../../schema/scopes.ts';
import {
  markRecordingHeard,
  maySendRecordings,
  recordingsOfGroup,
  replyToRecording,
  setMaySendRecordings,
  type TeacherRecording,
} from './recordings.service.ts';

const RecordingReply = builder.objectRef<TeacherRecording['replies'][number]>('RecordingReply').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    senderName: t.exposeString('senderName', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (reply) => new Date(reply.createdAt) }),
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
    sentAt: t.field({ type: 'DateTime', resolve: (recording) => recording.sentAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (recording) => recording.readAt }),
    replies: t.field({ type: [RecordingReply], resolve: (recording) => recording.replies }),
  }),
});

builder.queryField('teacherRecordings', (t) =>
  t.field({
    type: [TeacherRecordingRef],
    description: "The recordings a course group's children sent, not yet heard first, newest first.",
    args: { courseGroupId: t.arg.id({ required: true }) },
    authScopes: groupScope,
    resolve: (_, args, context) => recordingsOfGroup(context.db, parseId.courseGroup(args.courseGroupId)),
  }),
);

const RecordingHeard = builder.objectRef<{ id: string; heard: boolean }>('RecordingHeard').implement({
  fields: (t) => ({ id: t.exposeID('id'), heard: t.exposeBoolean('heard') }),
});

builder.mutationField('markRecordingHeard', (t) =>
  t.field({
    type: RecordingHeard,
    args: {
      userChildId: t.arg.id({ required: true }),
      recordingId: t.arg.id({ required: true }),
      heard: t.arg.boolean({ required: true }),
    },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) =>
      markRecordingHeard(context.db, parseId.child(args.userChildId), parseId.recording(args.recordingId), args.heard),
  }),
);

builder.mutationField('replyToRecording', (t) =>
  t.field({
    type: RecordingHeard,
    description: "A teacher answers a child's recording: the child (and its parent) read it in the child's messages.",
    args: {
      userChildId: t.arg.id({ required: true }),
      recordingId: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
    },
    authScopes: teacherOfChildScope,
    resolve: (_, args, context) => {
      const { message } = parseOrFail(teacherReplyInput, { message: args.message }, 'the answer cannot be sent');
      return replyToRecording(
        context.db,
        { userId: context.viewer.userId },
        { childId: parseId.child(args.userChildId), recordingId: parseId.recording(args.recordingId), message },
      );
    },
  }),
);

builder.queryField('childMaySendRecordings', (t) =>
  t.field({
    type: 'Boolean',
    description: "Whether the child's parents let it send its own recordings to the teacher (off by default).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) => maySendRecordings(context.db, parseId.child(args.userChildId)),
  }),
);

builder.mutationField('setChildMaySendRecordings', (t) =>
  t.field({
    type: 'Boolean',
    description: 'The parents let the child send its own recordings to the teacher, or stop it.',
    args: { userChildId: t.arg.id({ required: true }), allowed: t.arg.boolean({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, args, context) => setMaySendRecordings(context.db, parseId.child(args.userChildId), args.allowed),
  }),
);
