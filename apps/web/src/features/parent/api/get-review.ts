import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { parentScope } from '../../../lib/query-keys.ts';

export const getReview = graphql(`
  query getReview {
    review { rating comment updatedAt }
  }
`);

export const reviewQuery = () =>
  queryOptions({ queryKey: [...parentScope(), 'review'], queryFn: async () => (await request(getReview)).review });
