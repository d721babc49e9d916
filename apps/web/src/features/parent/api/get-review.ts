import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';

export const getReview = graphql(`
  query getReview {
    review { rating comment updatedAt }
  }
`);

export const reviewQuery = () =>
  queryOptions({ queryKey: ['parent', 'review'], queryFn: async () => (await request(getReview)).review });
