import { builder } from '../../schema/builder.ts';
import {
  type ContactInformation,
  contactOf,
  type ParentAccountShape,
  parentAccountOf,
  reviewOf,
  saveReview,
  updateContact,
  updateRelationToKid,
} from './account.service.ts';

const ParentAccount = builder.objectRef<ParentAccountShape>('ParentAccount').implement({
  description: "The parent's own details (parent area).",
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: 'From the sign-in provider; read only here.' }),
    relationToKid: t.exposeString('relationToKid', { nullable: true }),
  }),
});

const ContactRef = builder.objectRef<ContactInformation>('ContactInformation').implement({
  fields: (t) => ({
    address: t.exposeString('address'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    phone: t.exposeString('phone'),
  }),
});

const ReviewRef = builder.objectRef<{ rating: number; comment: string | null; updatedAt: Date }>('Review').implement({
  fields: (t) => ({
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment', { nullable: true }),
    updatedAt: t.field({ type: 'DateTime', resolve: (review) => review.updatedAt }),
  }),
});

const ContactInput = builder.inputType('ContactInformationInput', {
  fields: (t) => ({
    address: t.string({ required: true }),
    postcode: t.string({ required: true }),
    city: t.string({ required: true }),
    phone: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  parentAccount: t.field({
    type: ParentAccount,
    description: "The parent's names, e-mail and relation to the children (parent area).",
    authScopes: { parentArea: true },
    resolve: (_, __, context) => parentAccountOf(context.db, context.viewer.userId),
  }),
  contactInformation: t.field({
    type: ContactRef,
    nullable: true,
    description: "The family's address and phone, kept on the shop order (null without an order).",
    authScopes: { parentArea: true },
    resolve: async (_, __, context) => contactOf(context.db, (await context.family()).subscription?.wpOrderId ?? null),
  }),
  review: t.field({
    type: ReviewRef,
    nullable: true,
    description: "The parent's own review of the course.",
    authScopes: { parentArea: true },
    resolve: (_, __, context) => reviewOf(context.db, context.viewer.userId),
  }),
}));

builder.mutationField('updateRelationToKid', (t) =>
  t.field({
    type: ParentAccount,
    description: "The parent's relation to the children (mother, father, …); parent area only.",
    args: { relationToKid: t.arg.string({ required: true }) },
    authScopes: { parentArea: true },
    resolve: (_, args, context) => updateRelationToKid(context.db, context.viewer.userId, args),
  }),
);

builder.mutationFields((t) => ({
  updateContactInformation: t.field({
    type: ContactRef,
    nullable: true,
    description: 'Address, postcode, city and phone, checked as Dutch formats, kept on the shop order.',
    args: { input: t.arg({ type: ContactInput, required: true }) },
    authScopes: { parentArea: true },
    resolve: async (_, { input }, context) =>
      updateContact(context.db, (await context.family()).subscription?.wpOrderId ?? null, input),
  }),
  upsertReview: t.field({
    type: ReviewRef,
    nullable: true,
    description: 'Rates the course 1 to 5 with an optional comment; one review per parent.',
    args: { rating: t.arg.int({ required: true }), comment: t.arg.string() },
    authScopes: { parentArea: true },
    resolve: (_, { rating, comment }, context) => saveReview(context.db, context.viewer.userId, rating, comment),
  }),
}));
