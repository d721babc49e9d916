import { fail } from '../../errors.ts';
import { findChild } from '../../family/children.ts';
import { isParentAreaOpen } from '../../family/parent-area-window.ts';
import { hasPincode } from '../../family/pincode.ts';
import { builder } from '../../schema/builder.ts';
import { ChildProfile } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';
import { createChild } from './profiles.service.ts';

builder.queryField('child', (t) =>
  t.field({
    type: ChildProfile,
    description: 'One profile of the family: avatar, username, name and stars (getAvatar).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => findChild(context.db, String(userChildId)),
  }),
);

const CreateUserChildInput = builder.inputType('CreateUserChildInput', {
  fields: (t) => ({
    subscriptionId: t.id({ required: true }),
    username: t.string({ required: true }),
    name: t.string({ required: true }),
    gender: t.string({ required: true, description: 'boy or girl' }),
    dateOfBirth: t.string({ required: true, description: 'YYYY-MM-DD' }),
    avatar: t.string({ required: true }),
  }),
});

builder.mutationField('createUserChild', (t) =>
  t.field({
    type: ChildProfile,
    description: 'A new profile, up to the subscription maximum. Once a pincode exists, only in the parent area.',
    args: { input: t.arg({ type: CreateUserChildInput, required: true }) },
    authScopes: { parent: true },
    resolve: async (_, { input }, context) => {
      if (!isParentAreaOpen(context.viewer) && (await hasPincode(context.db, context.viewer.userId))) {
        fail('PARENT_AREA_REQUIRED', 'the parent area needs the family pincode');
      }
      const child = await createChild(context.db, await context.family(), {
        ...input,
        subscriptionId: String(input.subscriptionId),
      });
      context.refreshFamily();
      return child;
    },
  }),
);
