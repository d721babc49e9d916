import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { childProfileScope } from '../../../lib/query-keys.ts';

export const upsertUsersChildDetails = graphql(`
  mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {
    upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) { aboutMe aboutMeSentAt }
  }
`);

/** Sends "about me" to the teacher; the server keeps the first text for good. */
export function useSendAboutMe(userChildId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aboutMe: string) => request(upsertUsersChildDetails, { userChildId, aboutMe }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childProfileScope(userChildId) }),
  });
}
