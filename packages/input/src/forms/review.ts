import { z } from 'zod';

export const REVIEW_COMMENT_MAX = 1000;

/** One review per parent (upsertReview): 1 to 5 stars, and a comment that may be left out; stored trimmed or null. */
export const reviewInput = z.object({
  rating: z.number().int('range').min(1, 'range').max(5, 'range'),
  comment: z
    .string()
    .nullish()
    .transform((comment) => comment?.trim() || null)
    .refine((comment) => comment === null || comment.length <= REVIEW_COMMENT_MAX, 'too-long'),
});
