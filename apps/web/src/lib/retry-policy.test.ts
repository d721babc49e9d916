import { describe, expect, it } from 'vitest';
import {
  ApiError,
  BusyError,
  OfflineError,
  OutOfDateError,
  retryAfterMsOf,
  UnauthenticatedError,
} from './graphql-client.ts';
import { isFinalRefusal, retryDelayMs, shouldRetry } from './retry-policy.ts';

describe('a busy server (503 with Retry-After)', () => {
  const busy = new BusyError(retryAfterMsOf('2'));

  it('keeps queued progress to send again later, as after a server error', () => {
    expect(isFinalRefusal(busy)).toBe(false);
    expect(isFinalRefusal(new ApiError('INTERNAL', 'oops', {}))).toBe(false);
    expect(isFinalRefusal(new ApiError('LESSON_LOCKED', 'locked', {}))).toBe(true);
  });

  it('keeps queued progress through a release (an app out of date) and an expired subscription', () => {
    expect(isFinalRefusal(new OutOfDateError('PERSISTED_QUERY_NOT_IN_LIST', 'PersistedQueryNotFound'))).toBe(false);
    expect(isFinalRefusal(new ApiError('SUBSCRIPTION_EXPIRED', 'expired', {}))).toBe(false);
  });

  it('reads again a few times, calmly: never sooner than the server asked, longer each time, spread out', () => {
    expect([0, 1, 2].map((failures) => shouldRetry(failures, busy, true))).toEqual([true, true, true]);
    expect(shouldRetry(3, busy, true)).toBe(false);
    const soonest = [1, 2, 3].map((failures) => retryDelayMs(failures, busy, () => 0));
    expect(soonest).toEqual([2000, 4000, 8000]);
    const latest = [1, 2, 3].map((failures) => retryDelayMs(failures, busy, () => 0.999));
    for (const [index, delay] of latest.entries()) expect(delay).toBeGreaterThan(1.9 * (soonest[index] ?? 0));
  });

  it('is "busy" in the interface, not "something went wrong"', () => {
    expect(busy.code).toBe('SERVER_BUSY');
  });

  it('waits what the server asked, a few seconds when it did not say, and never more than a minute', () => {
    expect(retryAfterMsOf('3')).toBe(3000);
    expect([retryAfterMsOf(null), retryAfterMsOf('soon')]).toEqual([5000, 5000]);
    expect(retryAfterMsOf('3600')).toBe(60_000);
  });
});

describe('other failed reads', () => {
  it('are read again once or twice after a blip, never after a refusal or without a network', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'), true)).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'), true)).toBe(false);
    expect(shouldRetry(0, new OfflineError(), false)).toBe(false);
    expect(shouldRetry(0, new ApiError('FORBIDDEN', 'no', {}), true)).toBe(false);
    expect(shouldRetry(0, new UnauthenticatedError(), true)).toBe(false);
  });
});
