import { get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** WebKit can leave a database whose every `indexedDB.open` stays unanswered: no success, no error, no blocked. */
function indexedDbThatNeverAnswers() {
  const open = vi.fn(() => ({}) as IDBOpenDBRequest);
  vi.stubGlobal('indexedDB', { open, databases: async () => [{ name: 'koran-kids-copies', version: 1 }] });
  return open;
}

describe('device storage that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up opening after a few seconds instead of waiting for good, and tries again next time', async () => {
    const open = indexedDbThatNeverAnswers();
    const { copyStore, DeviceStorageUnavailable } = await import('./device-stores.ts');
    const reading = get('account', copyStore());
    const refused = expect(reading).rejects.toBeInstanceOf(DeviceStorageUnavailable);
    await vi.advanceTimersByTimeAsync(4000);
    await refused;
    void get('account', copyStore()).catch(() => undefined);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("still reads the parent's account (the first screen shows), and then shows no copy kept on the device", async () => {
    indexedDbThatNeverAnswers();
    const { claimDevice, readOrCopy } = await import('./device-copies.ts');
    const { OfflineError } = await import('../lib/graphql-client.ts');
    const claiming = claimDevice('parent-2');
    await vi.advanceTimersByTimeAsync(4000);
    await expect(claiming).resolves.toBeUndefined();
    const offline = new OfflineError();
    await expect(readOrCopy(['user'], () => Promise.reject(offline))).rejects.toBe(offline);
  });
});
