import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { reviewQuery } from './get-review.ts';

export const upsertReview = graphql(`
  mutation upsertReview($rating: Int!, $comment: String) {
    upsertReview(rating: $rating, comment: $comment) { rating comment updatedAt }
  }
`);

export function useUpsertReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { rating: number; comment: string }) => request(upsertReview, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQuery().queryKey }),
  });
}
