import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentScope } from '../../../lib/query-keys.ts';

export const getContactInformation = graphql(`
  query getContactInformation {
    contactInformation { address postcode city phone }
  }
`);

export const contactInformationQuery = () =>
  queryOptions({
    queryKey: [...parentScope(), 'contact'],
    queryFn: async () => (await request(getContactInformation)).contactInformation,
  });
