import { teacherReplyInput } from '@koran-kids/input/forms/staff';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { teacherOfChildScope } from '../../schema/scopes.ts';
import { markRecordingHeard, replyToRecording } from './recording-answers.service.ts';

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
      markRecordingHeard(
        context.db,
        { userId: context.viewer.userId },
        {
          childId: parseId.child(args.userChildId),
          recordingId: parseId.recording(args.recordingId),
          heard: args.heard,
        },
      ),
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
