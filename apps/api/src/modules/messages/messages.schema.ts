import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { childScope, parentChildScope } from '../../schema/scopes.ts';
import {
  type InboxMessage,
  inbox,
  markRead,
  sendParentMessage,
  type TeacherConversationText,
  teacherConversation,
  unreadCount,
} from './messages.service.ts';

const Message = builder.objectRef<InboxMessage>('Message').implement({
  description:
    "From the parent, from a lesson (title and text are then keys the app translates), or the teacher's answer to the child's text (the title is then the kind of text it answers).",
  fields: (t) => ({
    id: t.exposeID('id'),
    from: t.exposeString('from', { description: 'PARENT, LESSON or TEACHER' }),
    senderName: t.exposeString('senderName', { nullable: true, description: "The teacher's first name." }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    opened: t.exposeBoolean('opened'),
    createdAt: t.field({ type: 'DateTime', resolve: (message) => message.createdAt }),
    lessonNumber: t.exposeInt('lessonNumber', { nullable: true }),
    lessonName: t.field({ type: LocalizedText, nullable: true, resolve: (message) => message.lessonName }),
  }),
});

builder.queryField('messages', (t) =>
  t.field({
    type: [Message],
    description: "The child's messages, newest first (getMessage).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => inbox(context.db, String(userChildId)),
  }),
);

builder.queryField('unreadMessageCount', (t) =>
  t.int({
    description: "How many of the child's messages are not opened yet (the start page's Messages button).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { userChildId }, context) => {
      return unreadCount(context.db, String(userChildId));
    },
  }),
);

const MessageRead = builder.objectRef<{ id: string; opened: boolean }>('MessageRead').implement({
  fields: (t) => ({ id: t.exposeID('id'), opened: t.exposeBoolean('opened') }),
});

for (const [name, from, description] of [
  ['markMessageAsRead', null, 'Opening a message marks it read.'],
  ['markLessonMessageAsRead', 'LESSON', 'Opening a lesson message marks it read.'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: MessageRead,
      description,
      args: { userChildId: t.arg.id({ required: true }), messageId: t.arg.id({ required: true }) },
      authScopes: childScope,
      resolve: (_, args, context) =>
        markRead(context.db, String(args.userChildId), parseId.message(args.messageId), from),
    }),
  );
}

builder.mutationField('insertMessage', (t) =>
  t.field({
    type: MessageRead,
    description: 'The parent writes to one child (parent area): a title and a text.',
    args: {
      userChildId: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
    },
    authScopes: parentChildScope,
    resolve: (_, args, context) =>
      sendParentMessage(context.db, String(args.userChildId), { title: args.title, message: args.message }),
  }),
);

const ConversationReply = builder
  .objectRef<TeacherConversationText['replies'][number]>('TeacherConversationReply')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      senderName: t.exposeString('senderName', { nullable: true }),
      createdAt: t.field({ type: 'DateTime', resolve: (reply) => reply.createdAt }),
    }),
  });

const ConversationText = builder.objectRef<TeacherConversationText>('TeacherConversationText').implement({
  description: 'A text the child sent to the teacher (ABOUT_ME or FINAL_MESSAGE) and the answers to it.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    text: t.exposeString('text'),
    sentAt: t.field({ type: 'DateTime', resolve: (text) => text.sentAt }),
    replies: t.field({ type: [ConversationReply], resolve: (text) => text.replies }),
  }),
});

builder.queryField('teacherConversation', (t) =>
  t.field({
    type: [ConversationText],
    description: "What the child wrote to the teacher and the teacher's answers (parent area).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, { userChildId }, context) => teacherConversation(context.db, String(userChildId)),
  }),
);
