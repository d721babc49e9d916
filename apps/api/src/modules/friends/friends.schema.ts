import { fail } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { builder } from '../../schema/builder.ts';
import { FavouritesRef } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';
import {
  type ActiveFriend,
  activeFriendsOf,
  approveFriendRequest,
  type ChildFriendRequest,
  deleteFriendRequest,
  type FriendDetails,
  type FriendSummary,
  friendDetails,
  friendRequestsOf,
  searchFriends,
  sendFriendRequest,
} from './friends.service.ts';

/** Shorter searches would list every open profile; longer ones match no name. */
const SEARCH_LENGTH = { min: 2, max: 40 } as const;

export const FriendSummaryRef = builder.objectRef<FriendSummary>('FriendSummary').implement({
  description: 'What any child may see of another: avatar, name and username.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
  }),
});

const ActiveFriendRef = builder.objectRef<ActiveFriend>('ActiveFriend').implement({
  description: 'A friend: avatar, name and username, and the accepted request that made them friends.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    avatar: t.exposeString('avatar'),
    friendRequestId: t.exposeID('friendRequestId', { description: 'Opens the friend details (getFriendRequest).' }),
  }),
});

const FriendRequestRef = builder.objectRef<ChildFriendRequest>('FriendRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    accepted: t.exposeBoolean('accepted', { description: 'The receiving child said yes.' }),
    isFriendship: t.exposeBoolean('isFriendship', {
      description: 'Accepted, and a parent of each family approved: only then are they friends.',
    }),
    isSent: t.exposeBoolean('isSent', { description: 'True when the asking child sent it.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (request) => request.createdAt }),
    friend: t.field({ type: FriendSummaryRef, resolve: (request) => request.friend }),
  }),
});

const FriendRequestsRef = builder.objectRef<Awaited<ReturnType<typeof friendRequestsOf>>>('FriendRequests').implement({
  fields: (t) => ({
    mayMakeFriends: t.exposeBoolean('mayMakeFriends', {
      description: "False when the child's parents switched friends off: no search, no requests.",
    }),
    sent: t.field({ type: [FriendRequestRef], resolve: (lists) => lists.sent }),
    received: t.field({ type: [FriendRequestRef], resolve: (lists) => lists.received }),
    waitingForParents: t.field({
      type: [FriendRequestRef],
      description: 'Accepted by both children, waiting for a parent of each family.',
      resolve: (lists) => lists.waitingForParents,
    }),
    friends: t.field({ type: [FriendRequestRef], resolve: (lists) => lists.friends }),
  }),
});

const FriendDetailsRef = builder.objectRef<FriendDetails>('FriendDetails').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The friend request.' }),
    accepted: t.exposeBoolean('accepted'),
    isFriendship: t.exposeBoolean('isFriendship', { description: 'Both families approved: they are friends.' }),
    isSent: t.exposeBoolean('isSent'),
    friend: t.field({ type: FriendSummaryRef, resolve: (details) => details.friend }),
    stars: t.exposeInt('stars'),
    joiningDate: t.field({ type: 'DateTime', resolve: (details) => details.joiningDate }),
    lessonLevel: t.exposeInt('lessonLevel', { nullable: true, description: 'The furthest lesson begun.' }),
    favourites: t.field({ type: FavouritesRef, nullable: true, resolve: (details) => details.favourites }),
  }),
});

const FriendRequestChange = builder
  .objectRef<{ id: string; accepted: boolean | null }>('FriendRequestChange')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), accepted: t.exposeBoolean('accepted', { nullable: true }) }),
  });

builder.queryFields((t) => ({
  friendSearch: t.field({
    type: [FriendSummaryRef],
    description: `Children with an open profile whose parents let them make friends, whose name or username holds the text, at most 30 by name (getFriends).`,
    args: { userChildId: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId, text }, context) => {
      const searched = text.trim();
      if (searched.length > SEARCH_LENGTH.max) fail('BAD_INPUT', 'search text too long', { max: SEARCH_LENGTH.max });
      if (searched.length < SEARCH_LENGTH.min) return [];
      return searchFriends(context.db, String(userChildId), searched);
    },
  }),
  friendRequests: t.field({
    type: FriendRequestsRef,
    description:
      'Sent and received pending requests, accepted ones waiting for the parents, and the friends (getFriendRequests).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => friendRequestsOf(context.db, String(userChildId)),
  }),
  activeFriends: t.field({
    type: [ActiveFriendRef],
    description: "The child's friends by name (getActiveFriends).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, { userChildId }, context) => activeFriendsOf(context.db, String(userChildId)),
  }),
  friendRequest: t.field({
    type: FriendDetailsRef,
    description:
      "The other child of one of the child's requests (getFriendRequest); favourites only once they are friends.",
    args: {
      userChildId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      isActive: t.arg.boolean({ defaultValue: false, description: 'Only a friend (both families approved).' }),
    },
    authScopes: childScope,
    resolve: (_, args, context) =>
      friendDetails(context.db, String(args.userChildId), parseId.friend(args.id), args.isActive ?? false),
  }),
}));

builder.mutationFields((t) => ({
  insertFriendRequest: t.field({
    type: FriendRequestChange,
    description: 'Asks a child with an open profile to be friends; one request per pair.',
    args: { userChildId: t.arg.id({ required: true }), receiverId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) =>
      sendFriendRequest(context.db, String(args.userChildId), parseId.child(args.receiverId)),
  }),
  approveFriendRequest: t.field({
    type: FriendRequestChange,
    description: 'The receiver accepts a pending request; then a parent of each family decides.',
    args: { userChildId: t.arg.id({ required: true }), friendRequestId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) =>
      approveFriendRequest(context.db, String(args.userChildId), parseId.friendRequest(args.friendRequestId)),
  }),
  deleteFriendRequest: t.field({
    type: FriendRequestChange,
    description: 'Declines, cancels or ends a friendship; either child may.',
    args: { userChildId: t.arg.id({ required: true }), requestId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: (_, args, context) =>
      deleteFriendRequest(context.db, String(args.userChildId), parseId.friendRequest(args.requestId)),
  }),
}));
