import { graphql } from '../../../gql/gql.ts';
import type { ParentChildInput, ParentFavouritesInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useChildChange } from './child-change.ts';

export const updateChildDetails = graphql(`
  mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {
    updateChildDetails(userChildId: $userChildId, input: $input, details: $details)
  }
`);

export const useUpdateChildDetails = (userChildId: string) =>
  useChildChange(userChildId, (variables: { input: ParentChildInput; details: ParentFavouritesInput }) =>
    request(updateChildDetails, { userChildId, ...variables }),
  );
