import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentChildScope } from '../../../lib/query-keys.ts';
import { useChildChange } from './child-change.ts';

export const getParentFriendships = graphql(`
  query getParentFriendships($userChildId: ID!) {
    parentFriendships(userChildId: $userChildId) {
      mayMakeFriends
      friendships { id approvedByUs approvedByThem isFriendship friend { id name username avatar } }
    }
  }
`);

export const decideFriendship = graphql(`
  mutation decideFriendship($userChildId: ID!, $friendRequestId: ID!, $approve: Boolean!) {
    decideFriendship(userChildId: $userChildId, friendRequestId: $friendRequestId, approve: $approve) {
      id isFriendship
    }
  }
`);

export const setChildMayMakeFriends = graphql(`
  mutation setChildMayMakeFriends($userChildId: ID!, $allowed: Boolean!) {
    setChildMayMakeFriends(userChildId: $userChildId, allowed: $allowed)
  }
`);

export const parentFriendshipsQuery = (userChildId: string) =>
  queryOptions({
    queryKey: [...parentChildScope(userChildId), 'friendships'],
    queryFn: async () => (await request(getParentFriendships, { userChildId })).parentFriendships,
  });

export const useDecideFriendship = (userChildId: string) =>
  useChildChange(userChildId, (decision: { friendRequestId: string; approve: boolean }) =>
    request(decideFriendship, { userChildId, ...decision }),
  );

export const useSetChildMayMakeFriends = (userChildId: string) =>
  useChildChange(userChildId, (allowed: boolean) => request(setChildMayMakeFriends, { userChildId, allowed }));
