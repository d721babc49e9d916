import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { parentChildScope } from '../../schema/scopes.ts';
import { FriendSummaryRef } from './friends.schema.ts';
import {
  decideFriendship,
  friendshipsForParent,
  type ParentFriendship,
  setMayMakeFriends,
} from './parent-approval.service.ts';

const ParentFriendshipRef = builder.objectRef<ParentFriendship>('ParentFriendship').implement({
  description: "A friendship both children agreed on, as the child's parent decides on it.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The friend request.' }),
    friend: t.field({
      type: FriendSummaryRef,
      description: 'The child of another Koran Kids family.',
      resolve: (friendship) => friendship.friend,
    }),
    approvedByUs: t.exposeBoolean('approvedByUs'),
    approvedByThem: t.exposeBoolean('approvedByThem', { description: "A parent of the other child's family." }),
    isFriendship: t.exposeBoolean('isFriendship'),
  }),
});

const ParentFriendshipsRef = builder
  .objectRef<Awaited<ReturnType<typeof friendshipsForParent>>>('ParentFriendships')
  .implement({
    fields: (t) => ({
      mayMakeFriends: t.exposeBoolean('mayMakeFriends'),
      friendships: t.field({ type: [ParentFriendshipRef], resolve: (found) => found.friendships }),
    }),
  });

const FriendshipDecision = builder
  .objectRef<{ id: string; isFriendship: boolean }>('FriendshipDecision')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), isFriendship: t.exposeBoolean('isFriendship') }) });

builder.queryField('parentFriendships', (t) =>
  t.field({
    type: ParentFriendshipsRef,
    description: "The child's friendships and those waiting for the parents, and the family's setting (parent area).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, { userChildId }, context) => friendshipsForParent(context.db, String(userChildId)),
  }),
);

builder.mutationFields((t) => ({
  decideFriendship: t.field({
    type: FriendshipDecision,
    description: "A parent approves a friendship for their child's side, or refuses or ends it (for both children).",
    args: {
      userChildId: t.arg.id({ required: true }),
      friendRequestId: t.arg.id({ required: true }),
      approve: t.arg.boolean({ required: true }),
    },
    authScopes: parentChildScope,
    resolve: (_, args, context) =>
      decideFriendship(context.db, String(args.userChildId), parseId.friendRequest(args.friendRequestId), args.approve),
  }),
  setChildMayMakeFriends: t.field({
    type: 'Boolean',
    description: 'The parents let the child make friends, or close the friend search and requests for it.',
    args: { userChildId: t.arg.id({ required: true }), allowed: t.arg.boolean({ required: true }) },
    authScopes: parentChildScope,
    resolve: (_, { userChildId, allowed }, context) => setMayMakeFriends(context.db, String(userChildId), allowed),
  }),
}));
