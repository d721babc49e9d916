import type { Bilingual } from '@koran-kids/db/schema';
import { endSubscriptionInput, extendSubscriptionInput } from '@koran-kids/input/forms/staff';
import { parseOrFail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText } from '../../schema/refs.ts';
import { administratorScope } from '../../schema/staff-refs.ts';
import {
  changeSubscription,
  findSubscriptions,
  reviewSummary,
  SUBSCRIPTION_PAGE_SIZE,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from './families.service.ts';

const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', {
  description: 'ACTIVE; ENDING within 30 days; ENDED.',
  values: SUBSCRIPTION_STATUSES,
});

type StaffSubscriptionShape = {
  id: string;
  email: string;
  parentName: string | null;
  status: SubscriptionStatus;
  startsOn: string;
  endsOn: string;
  profileCount: number;
  maxProfiles: number;
  groupName: Bilingual | null;
};

const StaffSubscription = builder.objectRef<StaffSubscriptionShape>('StaffSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    parentName: t.exposeString('parentName', { nullable: true, description: 'Null until the parent signed in.' }),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (row) => row.status }),
    startsOn: t.field({ type: 'Date', resolve: (row) => row.startsOn }),
    endsOn: t.field({ type: 'Date', resolve: (row) => row.endsOn }),
    profileCount: t.exposeInt('profileCount'),
    maxProfiles: t.exposeInt('maxProfiles'),
    groupName: t.field({ type: LocalizedText, nullable: true, resolve: (row) => row.groupName }),
  }),
});

const SubscriptionPage = builder
  .objectRef<{ total: number; subscriptions: StaffSubscriptionShape[] }>('StaffSubscriptionPage')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      pageSize: t.int({ resolve: () => SUBSCRIPTION_PAGE_SIZE }),
      subscriptions: t.field({ type: [StaffSubscription], resolve: (page) => page.subscriptions }),
    }),
  });

builder.queryField('staffSubscriptions', (t) =>
  t.field({
    type: SubscriptionPage,
    description: 'Subscriptions by e-mail or name and status, ending soonest first, 50 a page.',
    args: {
      search: t.arg.string({ defaultValue: '' }),
      status: t.arg({ type: SubscriptionStatusEnum }),
      page: t.arg.int({ defaultValue: 0 }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) =>
      findSubscriptions(
        context.db,
        { search: (args.search ?? '').slice(0, 200), status: args.status ?? null },
        Math.max(args.page ?? 0, 0),
      ),
  }),
);

builder.mutationField('extendSubscription', (t) =>
  t.field({
    type: StaffSubscription,
    description: 'Adds days to a subscription (from its end, or from today for an ended one); the reason is recorded.',
    args: {
      subscriptionId: t.arg.id({ required: true }),
      days: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    authScopes: administratorScope,
    resolve: (_, args, context) => {
      const input = parseOrFail(extendSubscriptionInput, args, 'the subscription cannot be extended');
      return changeSubscription(
        context.db,
        { userId: context.viewer.userId },
        { id: parseId.subscription(args.subscriptionId), extendDays: input.days, reason: input.reason },
      );
    },
  }),
);

builder.mutationField('endSubscription', (t) =>
  t.field({
    type: StaffSubscription,
    description: 'Ends a subscription yesterday; the reason is recorded.',
    args: { subscriptionId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    authScopes: administratorScope,
    resolve: (_, args, context) => {
      const input = parseOrFail(endSubscriptionInput, args, 'the subscription cannot be ended');
      return changeSubscription(
        context.db,
        { userId: context.viewer.userId },
        { id: parseId.subscription(args.subscriptionId), end: true, reason: input.reason },
      );
    },
  }),
);

type ReviewCommentShape = { rating: number; comment: string; updatedAt: Date };

const ReviewComment = builder.objectRef<ReviewCommentShape>('ReviewComment').implement({
  fields: (t) => ({
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    updatedAt: t.field({ type: 'DateTime', resolve: (review) => review.updatedAt }),
  }),
});

const ReviewSummary = builder
  .objectRef<{ count: number; average: number | null; distribution: number[]; comments: ReviewCommentShape[] }>(
    'ReviewSummary',
  )
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count'),
      average: t.exposeFloat('average', { nullable: true }),
      distribution: t.exposeIntList('distribution', { description: 'How many parents gave 1, 2, 3, 4 and 5 stars.' }),
      comments: t.field({ type: [ReviewComment], resolve: (summary) => summary.comments }),
    }),
  });

builder.queryField('staffReviews', (t) =>
  t.field({
    type: ReviewSummary,
    description: "Parents' reviews: average, distribution and the comments, newest first (no names).",
    authScopes: administratorScope,
    resolve: (_, __, context) => reviewSummary(context.db),
  }),
);
