import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourites';
import { builder } from '../../schema/builder.ts';
import { ChildProfile, FavouritesRef } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';
import {
  type ChildProfileView,
  childProfileOf,
  sendAboutMe,
  setSpaciousReading,
  updateChildProfile,
} from './child-profile.service.ts';

const UserChildProfile = builder.objectRef<ChildProfileView>('UserChildProfile').implement({
  description: "The child's own profile page: the profile, every favourite, and when about-me was sent.",
  fields: (t) => ({
    child: t.field({ type: ChildProfile, resolve: (profile) => profile.child }),
    favourites: t.field({ type: FavouritesRef, resolve: (profile) => profile.favourites }),
    aboutMeSentAt: t.field({ type: 'DateTime', nullable: true, resolve: (profile) => profile.aboutMeSentAt }),
  }),
});

const UserChildSetInput = builder.inputType('UserChildSetInput', {
  description: 'What the child may change of itself: the name (callsign). The username never changes.',
  fields: (t) => ({ name: t.string({ required: true }) }),
});

const FavouritesInput = builder.inputType('FavouritesInput', {
  fields: (t) => Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, t.string({ required: false })])),
});

const AboutMe = builder.objectRef<{ aboutMe: string | null; aboutMeSentAt: Date | null }>('AboutMe').implement({
  fields: (t) => ({
    aboutMe: t.exposeString('aboutMe', { nullable: true }),
    aboutMeSentAt: t.field({ type: 'DateTime', nullable: true, resolve: (sent) => sent.aboutMeSentAt }),
  }),
});

builder.queryField('childProfile', (t) =>
  t.field({
    type: UserChildProfile,
    description: 'My profile (getUserChildProfile).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => childProfileOf(context.db, String(userChildId)),
  }),
);

builder.mutationFields((t) => ({
  updateUserChild: t.field({
    type: UserChildProfile,
    description: 'Saves the name and the favourites from My profile.',
    args: {
      userChildId: t.arg.id({ required: true }),
      child: t.arg({ type: UserChildSetInput, required: true }),
      details: t.arg({ type: FavouritesInput, required: true }),
    },
    authScopes: childScope,
    resolve: (_, args, context) =>
      updateChildProfile(context.db, String(args.userChildId), { name: args.child.name, favourites: args.details }),
  }),
  setSpaciousReading: t.field({
    type: ChildProfile,
    description: '"Ruim lezen" on or off for this child, on every device it uses.',
    args: { userChildId: t.arg.id({ required: true }), on: t.arg.boolean({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) => setSpaciousReading(context.db, String(args.userChildId), args.on),
  }),
  upsertUsersChildDetails: t.field({
    type: AboutMe,
    description: 'Sends "about me" to the teacher; once sent it is final (ALREADY_SENT).',
    args: { userChildId: t.arg.id({ required: true }), aboutMe: t.arg.string({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) => sendAboutMe(context.db, String(args.userChildId), args.aboutMe),
  }),
}));
