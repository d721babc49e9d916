import { get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** WebKit can leave a database whose every `indexedDB.open` stays unanswered: no success, no error, no blocked. */
function indexedDbThatNeverAnswers() {
  const open = vi.fn(() => ({}) as IDBOpenDBRequest);
  vi.stubGlobal('indexedDB', { open, databases: async () => [{ name: 'koran-kids-copies', version: 1 }] });
  return open;
}

/** A database in memory, answering as IndexedDB does (as much as idb-keyval asks of it). */
function answeringDatabase(): IDBDatabase {
  const values = new Map<IDBValidKey, unknown>();
  const answer = <T>(request: { result?: T; onsuccess?: () => void; oncomplete?: () => void }) => {
    queueMicrotask(() => (request.onsuccess ?? request.oncomplete)?.());
    return request;
  };
  const transaction = () => {
    const done: { oncomplete?: () => void } = {};
    const objectStore = () => ({
      transaction: done,
      put: (value: unknown, key: IDBValidKey) => {
        values.set(key, value);
        answer(done);
      },
      get: (key: IDBValidKey) => answer({ result: values.get(key) }),
    });
    return { objectStore };
  };
  return { transaction, close: () => undefined } as unknown as IDBDatabase;
}

/** The device's own copies database never answers (WebKit, see device-stores.ts); any other opens. */
function copiesDatabaseThatNeverAnswers() {
  const opened: string[] = [];
  const open = vi.fn((name: string) => {
    opened.push(name);
    const request = {} as { result?: IDBDatabase; onsuccess?: () => void; onupgradeneeded?: () => void };
    if (name !== 'koran-kids-copies') {
      request.result = answeringDatabase();
      queueMicrotask(() => request.onsuccess?.());
    }
    return request as unknown as IDBOpenDBRequest;
  });
  vi.stubGlobal('indexedDB', { open, databases: async () => opened.map((name) => ({ name, version: 1 })) });
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

  it('gives up opening (its database, then its spare) after a few seconds each, and tries again next time', async () => {
    const open = indexedDbThatNeverAnswers();
    const { copyStore, DeviceStorageUnavailable } = await import('./device-stores.ts');
    const reading = get('account', copyStore());
    const refused = expect(reading).rejects.toBeInstanceOf(DeviceStorageUnavailable);
    await vi.advanceTimersByTimeAsync(8000);
    await refused;
    void get('account', copyStore()).catch(() => undefined);
    expect(open).toHaveBeenCalledTimes(3);
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

  it('keeps a lesson saved for offline where the copies database never answers, and opens it without a network', async () => {
    copiesDatabaseThatNeverAnswers();
    const { keepCopy, readOrCopy } = await import('./device-copies.ts');
    const { OfflineError } = await import('../lib/graphql-client.ts');
    const lesson = { lesson: { name: 'An-Nasr' } };
    const keeping = keepCopy(['lesson', '6'], lesson);
    await vi.advanceTimersByTimeAsync(4000);
    await keeping;
    await expect(readOrCopy(['lesson', '6'], () => Promise.reject(new OfflineError()))).resolves.toEqual(lesson);
  });
});
