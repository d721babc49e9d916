import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from './within.ts';

describe('within', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the answer that comes in time', async () => {
    await expect(within(Promise.resolve('saved'), 1000)).resolves.toBe('saved');
  });

  it('stops waiting for one that never comes', async () => {
    vi.useFakeTimers();
    const waiting = within(new Promise(() => undefined), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('passes a failure on', async () => {
    await expect(within(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
  });
});
