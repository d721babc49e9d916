import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX, reviewInput } from './review.ts';

describe('a review', () => {
  it('keeps the comment trimmed, and an empty comment as none', () => {
    expect(reviewInput.parse({ rating: 4, comment: '  Fijn!  ' })).toEqual({ rating: 4, comment: 'Fijn!' });
    expect(reviewInput.parse({ rating: 5, comment: '   ' })).toEqual({ rating: 5, comment: null });
    expect(reviewInput.parse({ rating: 1 })).toEqual({ rating: 1, comment: null });
  });

  it('refuses no stars, six stars and a comment over the limit', () => {
    const codesOf = (input: { rating: number; comment?: string }) =>
      reviewInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(codesOf({ rating: 0 })).toEqual([['rating', 'range']]);
    expect(codesOf({ rating: 6 })).toEqual([['rating', 'range']]);
    expect(codesOf({ rating: 3, comment: 'a'.repeat(REVIEW_COMMENT_MAX + 1) })).toEqual([['comment', 'too-long']]);
  });
});
