import type { Db } from '@koran-kids/db';
import type { Bilingual, PublicationState } from '@koran-kids/db/schema';
import { announcementInput, weeklyFactInput } from '@koran-kids/input/forms/staff';
import type { ObjectRef } from '@pothos/core';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import {
  administratorScope,
  type PublicationChange,
  PublicationChangeEnum,
  PublicationStateEnum,
} from '../../schema/staff-refs.ts';
import type { Actor } from '../../staff/audit.ts';
import {
  announcementsOfGroup,
  saveAnnouncement,
  saveWeeklyFact,
  setAnnouncementState,
  setWeeklyFactState,
  weeklyFactsOfGroup,
} from './news.service.ts';

type StaffAnnouncementShape = {
  id: number;
  title: Bilingual;
  description: Bilingual;
  state: PublicationState;
  publishOn: string;
  showUntil: string | null;
  updatedAt: Date;
};

const StaffAnnouncement = builder.objectRef<StaffAnnouncementShape>('StaffAnnouncement').implement({
  description: 'An announcement as staff manage it: every state, both languages.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.field({ type: LocalizedText, resolve: (item) => item.title }),
    description: t.field({ type: LocalizedText, resolve: (item) => item.description }),
    state: t.field({ type: PublicationStateEnum, resolve: (item) => item.state }),
    publishOn: t.field({ type: 'Date', resolve: (item) => item.publishOn }),
    showUntil: t.field({
      type: 'Date',
      nullable: true,
      description: 'The last day families see it; null: until it is withdrawn.',
      resolve: (item) => item.showUntil,
    }),
    updatedAt: t.field({ type: 'DateTime', resolve: (item) => item.updatedAt }),
  }),
});

type StaffWeeklyFactShape = {
  id: number;
  sequence: number;
  message: Bilingual;
  state: PublicationState;
  publishOn: string;
  updatedAt: Date;
};

const StaffWeeklyFact = builder.objectRef<StaffWeeklyFactShape>('StaffWeeklyFact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sequence: t.exposeInt('sequence'),
    message: t.field({ type: LocalizedText, resolve: (item) => item.message }),
    state: t.field({ type: PublicationStateEnum, resolve: (item) => item.state }),
    publishOn: t.field({ type: 'Date', resolve: (item) => item.publishOn }),
    updatedAt: t.field({ type: 'DateTime', resolve: (item) => item.updatedAt }),
  }),
});

const actorOf = (context: { viewer: { userId: string } }) => ({ userId: context.viewer.userId });
const optionalId = <T>(parse: (value: string | number) => T, value: string | number | null | undefined) =>
  value === null || value === undefined ? null : parse(value);

type Types = typeof builder.$inferSchemaTypes;
type Target<TId> = { id: TId; courseGroupId: number };

/**
 * What each kind of publication has, with one scope and the same arguments: its list for a course group, and
 * publishing or withdrawing one.
 */
function listAndStateFields<TShape, TId>(kind: {
  ref: ObjectRef<Types, TShape>;
  parseId: (value: string | number) => TId;
  list: { name: string; description: string; read: (db: Db, courseGroupId: number) => Promise<TShape[]> };
  setState: {
    name: string;
    description: string;
    write: (db: Db, actor: Actor, change: Target<TId> & { state: PublicationChange }) => Promise<TShape>;
  };
}) {
  builder.queryField(kind.list.name, (t) =>
    t.field({
      type: [kind.ref],
      description: kind.list.description,
      args: { courseGroupId: t.arg.id({ required: true }) },
      authScopes: administratorScope,
      resolve: (_, args, context) => kind.list.read(context.db, parseId.courseGroup(args.courseGroupId)),
    }),
  );
  builder.mutationField(kind.setState.name, (t) =>
    t.field({
      type: kind.ref,
      description: kind.setState.description,
      args: {
        courseGroupId: t.arg.id({ required: true }),
        id: t.arg.id({ required: true }),
        state: t.arg({ type: PublicationChangeEnum, required: true }),
      },
      authScopes: administratorScope,
      // With the shape generic, Pothos cannot tell the answer is no list; `write` is typed to answer the ref's shape.
      resolve: (_, args, context) =>
        kind.setState.write(context.db, actorOf(context), {
          id: kind.parseId(args.id),
          courseGroupId: parseId.courseGroup(args.courseGroupId),
          state: args.state,
        }) as never,
    }),
  );
}

listAndStateFields({
  ref: StaffAnnouncement,
  parseId: parseId.announcement,
  list: {
    name: 'staffAnnouncements',
    description: "A course group's announcements in every state, newest publication first.",
    read: announcementsOfGroup,
  },
  setState: {
    name: 'setAnnouncementState',
    description: 'Publishes an announcement (families see it from its publication day) or withdraws it at once.',
    write: setAnnouncementState,
  },
});

listAndStateFields({
  ref: StaffWeeklyFact,
  parseId: parseId.weeklyFact,
  list: {
    name: 'staffWeeklyFacts',
    description: "The weekly facts of the course group's course, in every state, in their order.",
    read: weeklyFactsOfGroup,
  },
  setState: {
    name: 'setWeeklyFactState',
    description: 'Publishes a weekly fact or withdraws it at once.',
    write: setWeeklyFactState,
  },
});

builder.mutationField('saveAnnouncement', (t) =>
  t.field({
    type: StaffAnnouncement,
    description: 'Writes a new announcement (a draft) or changes one; both languages are required.',
    args: {
      courseGroupId: t.arg.id({ required: true }),
      id: t.arg.id({ description: 'Left out for a new announcement.' }),
      titleNl: t.arg.string({ required: true }),
      titleEn: t.arg.string({ required: true }),
      descriptionNl: t.arg.string({ required: true }),
      descriptionEn: t.arg.string({ required: true }),
      publishOn: t.arg.string({ required: true, description: 'YYYY-MM-DD: the day families first see it.' }),
      showUntil: t.arg.string({ description: 'YYYY-MM-DD: the last day families see it; left out or empty: no end.' }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) => {
      const input = parseOrFail(announcementInput, args, 'the announcement cannot be saved');
      return saveAnnouncement(context.db, actorOf(context), {
        id: optionalId(parseId.announcement, args.id),
        courseGroupId: parseId.courseGroup(args.courseGroupId),
        draft: {
          title: { nl: input.titleNl, en: input.titleEn },
          description: { nl: input.descriptionNl, en: input.descriptionEn },
          publishOn: input.publishOn,
          showUntil: input.showUntil || null,
        },
      });
    },
  }),
);

builder.mutationField('saveWeeklyFact', (t) =>
  t.field({
    type: StaffWeeklyFact,
    description: 'Writes a new weekly fact (a draft, last in order) or changes one; both languages are required.',
    args: {
      courseGroupId: t.arg.id({ required: true }),
      id: t.arg.id({ description: 'Left out for a new fact.' }),
      messageNl: t.arg.string({ required: true }),
      messageEn: t.arg.string({ required: true }),
      publishOn: t.arg.string({ required: true, description: 'YYYY-MM-DD: the first day it may be shown.' }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) => {
      const input = parseOrFail(weeklyFactInput, args, 'the weekly fact cannot be saved');
      return saveWeeklyFact(context.db, actorOf(context), {
        id: optionalId(parseId.weeklyFact, args.id),
        courseGroupId: parseId.courseGroup(args.courseGroupId),
        draft: { message: { nl: input.messageNl, en: input.messageEn }, publishOn: input.publishOn },
      });
    },
  }),
);
