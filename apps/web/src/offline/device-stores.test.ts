import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An IDB request that answers `result` soon (as idb-keyval listens: onsuccess, or oncomplete for a transaction). */
function answering(result: unknown) {
  const request: Record<string, unknown> = { result };
  void Promise.resolve().then(() => (request.onsuccess as () => void)?.());
  return request;
}

/** A database whose store reads `kept`, and whose writes never finish when `writesHang`. */
function databaseReading(kept: unknown, { writesHang = false } = {}) {
  const transaction: Record<string, unknown> = {};
  transaction.objectStore = () => ({
    transaction,
    get: () => answering(kept),
    put: () => ({}),
  });
  if (!writesHang) void Promise.resolve().then(() => (transaction.oncomplete as () => void)?.());
  return { transaction: () => transaction, close: () => undefined };
}

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
    await vi.advanceTimersByTimeAsync(12_000);
    await refused;
    expect(open).toHaveBeenCalledTimes(3);
    void get('account', copyStore()).catch(() => undefined);
    expect(open).toHaveBeenCalledTimes(4);
  });

  it("still reads the parent's account (the first screen shows), and then shows no copy kept on the device", async () => {
    indexedDbThatNeverAnswers();
    const { claimDevice, readOrCopy } = await import('./device-copies.ts');
    const { OfflineError } = await import('../lib/graphql-client.ts');
    const claiming = claimDevice('parent-2');
    await vi.advanceTimersByTimeAsync(6000);
    await expect(claiming).resolves.toBeUndefined();
    const offline = new OfflineError();
    await expect(readOrCopy(['user'], () => Promise.reject(offline))).rejects.toBe(offline);
  });
});

describe('device storage that stalls for a while (WebKit)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens at the second try when the first open hangs, and reads what is kept', async () => {
    const open = vi
      .fn()
      .mockReturnValueOnce({})
      .mockImplementation(() => answering(databaseReading('the saved lesson')));
    vi.stubGlobal('indexedDB', { open });
    const { copyStore } = await import('./device-stores.ts');
    const reading = get('lesson', copyStore());
    await vi.advanceTimersByTimeAsync(4000);
    await expect(reading).resolves.toBe('the saved lesson');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('ends a write that never finishes with "storage unavailable" (save for offline says it failed, never spins)', async () => {
    vi.stubGlobal('indexedDB', { open: () => answering(databaseReading(undefined, { writesHang: true })) });
    const { savedLessonStore, DeviceStorageUnavailable } = await import('./device-stores.ts');
    const writing = set('lesson', { name: 'Al-Fatiha' }, savedLessonStore());
    const refused = expect(writing).rejects.toBeInstanceOf(DeviceStorageUnavailable);
    await vi.advanceTimersByTimeAsync(10_000);
    await refused;
  });
});

describe('a page left while it creates the device storage (WebKit keeps it frozen in its back-forward cache)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A first open whose creation has begun (`upgradeneeded`) and is still going when the page is left. */
  function creationUnderway() {
    const creation = Object.assign(new EventTarget(), { abort: vi.fn() });
    const request: Record<string, unknown> = {
      transaction: creation,
      result: { createObjectStore: () => ({}) },
    };
    vi.stubGlobal('indexedDB', {
      open: () => {
        void Promise.resolve().then(() => (request.onupgradeneeded as () => void)());
        return request;
      },
    });
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    return { creation, page };
  }

  it('gives the creation up, so the next page can open the database instead of waiting for the frozen one', async () => {
    const { creation, page } = creationUnderway();
    const { copyStore } = await import('./device-stores.ts');
    void get('account', copyStore()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.dispatchEvent(new Event('pagehide'));
    expect(creation.abort).toHaveBeenCalledTimes(1);
  });

  it('leaves a finished creation alone', async () => {
    const { creation, page } = creationUnderway();
    const { copyStore } = await import('./device-stores.ts');
    void get('account', copyStore()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    creation.dispatchEvent(new Event('complete'));
    page.dispatchEvent(new Event('pagehide'));
    expect(creation.abort).not.toHaveBeenCalled();
  });
});
