import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { userScope } from '../../lib/query-keys.ts';

export const getUser = graphql(`
  query getUser {
    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }
  }
`);

export const userQuery = () => queryOptions({ queryKey: userScope(), queryFn: () => request(getUser) });
