import { messages } from '@koran-kids/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { builder } from '../../schema/builder.ts';

builder.queryField('unreadMessageCount', (t) =>
  t.int({
    description: "How many of the child's messages are not opened yet (the start page's Messages button).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: (_, { userChildId }) => ({ ownsChild: String(userChildId) }),
    resolve: async (_, { userChildId }, context) => {
      const [row] = await context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.usersChildId, String(userChildId)), eq(messages.opened, false)));
      return row?.count ?? 0;
    },
  }),
);
