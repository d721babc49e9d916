import { courseGroups, notifications, weeklyFacts } from '@koran-kids/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Context, subscriptionOf } from '../../context.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';

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
      const [row] = await context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(weeklyFacts)
        .where(eq(weeklyFacts.courseId, courseId));
      return row?.count ?? 0;
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
      const [fact] = await context.db
        .select({ id: weeklyFacts.id, sequence: weeklyFacts.sequence, message: weeklyFacts.message })
        .from(weeklyFacts)
        .where(and(eq(weeklyFacts.courseId, courseId), eq(weeklyFacts.sequence, sequence)))
        .orderBy(asc(weeklyFacts.sequence));
      return fact ?? null;
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
      const group = courseGroupId ?? (await firstGroupOf(context, courseId));
      if (!group) return [];
      return context.db
        .select({
          id: notifications.id,
          title: notifications.title,
          description: notifications.description,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.courseGroupId, group))
        .orderBy(desc(notifications.createdAt))
        .limit(Math.min(Math.max(limit ?? 10, 1), 50));
    },
  }),
);

async function firstGroupOf(context: Context, courseId: number) {
  const [group] = await context.db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(eq(courseGroups.courseId, courseId))
    .orderBy(asc(courseGroups.id))
    .limit(1);
  return group?.id ?? null;
}
