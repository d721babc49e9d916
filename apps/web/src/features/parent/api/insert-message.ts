import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { useChildChange } from './child-change.ts';

export const insertMessage = graphql(`
  mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {
    insertMessage(userChildId: $userChildId, title: $title, message: $message) { id }
  }
`);

export const useInsertMessage = (userChildId: string) =>
  useChildChange(userChildId, (message: { title: string; message: string }) =>
    request(insertMessage, { userChildId, ...message }),
  );
