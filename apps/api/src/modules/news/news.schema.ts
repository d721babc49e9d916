import type { Bilingual, PublicationState } from '@koran-kids/db/schema';
import { announcementInput, weeklyFactInput } from '@koran-kids/input/forms/staff';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { administratorScope, PublicationChangeEnum, PublicationStateEnum } from '../../schema/staff-refs.ts';
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

builder.queryField('staffAnnouncements', (t) =>
  t.field({
    type: [StaffAnnouncement],
    description: "A course group's announcements in every state, newest publication first.",
    args: { courseGroupId: t.arg.id({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => announcementsOfGroup(context.db, parseId.courseGroup(args.courseGroupId)),
  }),
);

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

builder.mutationField('setAnnouncementState', (t) =>
  t.field({
    type: StaffAnnouncement,
    description: 'Publishes an announcement (families see it from its publication day) or withdraws it at once.',
    args: {
      courseGroupId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      state: t.arg({ type: PublicationChangeEnum, required: true }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) =>
      setAnnouncementState(context.db, actorOf(context), {
        id: parseId.announcement(args.id),
        courseGroupId: parseId.courseGroup(args.courseGroupId),
        state: args.state,
      }),
  }),
);

builder.queryField('staffWeeklyFacts', (t) =>
  t.field({
    type: [StaffWeeklyFact],
    description: "The weekly facts of the course group's course, in every state, in their order.",
    args: { courseGroupId: t.arg.id({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => weeklyFactsOfGroup(context.db, parseId.courseGroup(args.courseGroupId)),
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

builder.mutationField('setWeeklyFactState', (t) =>
  t.field({
    type: StaffWeeklyFact,
    description: 'Publishes a weekly fact or withdraws it at once.',
    args: {
      courseGroupId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      state: t.arg({ type: PublicationChangeEnum, required: true }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) =>
      setWeeklyFactState(context.db, actorOf(context), {
        id: parseId.weeklyFact(args.id),
        courseGroupId: parseId.courseGroup(args.courseGroupId),
        state: args.state,
      }),
  }),
);
