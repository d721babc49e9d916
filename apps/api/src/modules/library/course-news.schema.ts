import { subscriptionOf } from '../../context.ts';
import { fail } from '../../errors.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';
import { announcementsFor, factAt, factCount, factOfWeek } from './course-news.service.ts';

const WeeklyFact = builder
  .objectRef<{ id: number; sequence: number; message: { nl: string; en: string } }>('WeeklyFact')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      sequence: t.exposeInt('sequence'),
      message: t.field({ type: LocalizedText, resolve: (fact) => fact.message }),
    }),
  });

builder.queryField('totalFacts', (t) =>
  t.int({
    description: 'How many weekly facts the course has (getTotalFacts).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => {
      const { courseId } = await subscriptionOf(context);
      return factCount(context.db, courseId);
    },
  }),
);

builder.queryField('factOfTheWeek', (t) =>
  t.field({
    type: WeeklyFact,
    nullable: true,
    description: 'The fact at this position in the course (getFactOfTheWeek); the app picks it by week number.',
    args: { userChildId: t.arg.id({ required: true }), sequence: t.arg.int({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { sequence }, context) => {
      const { courseId } = await subscriptionOf(context);
      return factAt(context.db, courseId, sequence);
    },
  }),
);

builder.queryField('factOfWeek', (t) =>
  t.field({
    type: WeeklyFact,
    nullable: true,
    description:
      "The fact of this ISO week (1–53): the course's facts in turn, in one request where getTotalFacts and " +
      'getFactOfTheWeek took two.',
    args: { userChildId: t.arg.id({ required: true }), week: t.arg.int({ required: true }) },
    authScopes: childScope,
    resolve: async (_, { week }, context) => {
      if (week < 1 || week > 53) fail('BAD_INPUT', 'week must be between 1 and 53', { field: 'week' });
      const { courseId } = await subscriptionOf(context);
      return factOfWeek(context.db, courseId, week);
    },
  }),
);

const Announcement = builder
  .objectRef<{
    id: number;
    title: { nl: string; en: string };
    description: { nl: string; en: string };
    createdAt: Date;
  }>('Announcement')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.field({ type: LocalizedText, resolve: (item) => item.title }),
      description: t.field({ type: LocalizedText, resolve: (item) => item.description }),
      createdAt: t.field({ type: 'DateTime', resolve: (item) => item.createdAt }),
    }),
  });

builder.queryField('announcements', (t) =>
  t.field({
    type: [Announcement],
    description: "The institute's announcements for the child's course group, newest first (getNotifications).",
    args: { userChildId: t.arg.id({ required: true }), limit: t.arg.int({ defaultValue: 10 }) },
    authScopes: childScope,
    resolve: async (_, { limit }, context) => {
      const { courseId, courseGroupId } = await subscriptionOf(context);
      return announcementsFor(context.db, courseId, courseGroupId, Math.min(Math.max(limit ?? 10, 1), 50));
    },
  }),
);
