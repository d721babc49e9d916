import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { staffScope } from '../../../lib/query-keys.ts';

export const getStaffReviews = graphql(`
  query getStaffReviews {
    staffReviews { average count distribution comments { rating comment updatedAt } }
  }
`);

export const staffReviewsQuery = () =>
  queryOptions({
    queryKey: [...staffScope(), 'reviews'],
    queryFn: () => request(getStaffReviews),
    select: (data) => data.staffReviews,
  });
