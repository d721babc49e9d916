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
