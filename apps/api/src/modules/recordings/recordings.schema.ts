import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { childScope, parentChildScope } from '../../schema/scopes.ts';
import { maySendRecordings, setMaySendRecordings } from './recordings.service.ts';

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

const RecordingRetention = builder
  .objectRef<{ daysAfterHeard: number; daysUnheard: number }>('RecordingRetention')
  .implement({
    description: 'How long a sent recording is kept before it is deleted, with its file.',
    fields: (t) => ({
      daysAfterHeard: t.exposeInt('daysAfterHeard', { description: 'Days after the teacher heard or answered it.' }),
      daysUnheard: t.exposeInt('daysUnheard', {
        description: 'Days after it was sent, when the teacher never heard it.',
      }),
    }),
  });

builder.queryField('recordingRetention', (t) =>
  t.field({
    type: RecordingRetention,
    description: 'The retention rule the parents read beside the setting that lets a child send recordings.',
    authScopes: { parent: true },
    resolve: (_, __, context) => context.config.recordingRetention,
  }),
);
