import { describe, expect, it } from 'vitest';
import { ApiError, UnauthenticatedError } from './graphql-client.ts';
import { isPageFailure } from './page-query.ts';

describe('a page whose data cannot be read', () => {
  it('shows the error screen when the first read fails, offline or refused', () => {
    expect(isPageFailure(new TypeError('Failed to fetch'), false)).toBe(true);
    expect(isPageFailure(new ApiError('FORBIDDEN', 'not yours', {}), false)).toBe(true);
  });

  it('keeps what it shows when reading it again fails', () => {
    expect(isPageFailure(new TypeError('Failed to fetch'), true)).toBe(false);
  });

  it('leaves a lost session to the sign-out, not to the error screen', () => {
    expect(isPageFailure(new UnauthenticatedError(), false)).toBe(false);
  });
});

describe('a page that answers a refusal in its own words', () => {
  it('stays on the page for the refusals it answers, and goes to the error screen for every other failure', () => {
    const answers = ['FINAL_STEP_LOCKED'];
    expect(isPageFailure(new ApiError('FINAL_STEP_LOCKED', 'not yet', {}), false, answers)).toBe(false);
    expect(isPageFailure(new ApiError('INTERNAL', 'server error', {}), false, answers)).toBe(true);
    expect(isPageFailure(new TypeError('Failed to fetch'), false, answers)).toBe(true);
  });
});
