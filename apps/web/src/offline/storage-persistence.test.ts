import { describe, expect, it, vi } from 'vitest';
import { askToKeepStorage, savedLessonsKeeping } from './storage-persistence.ts';

describe('whether the browser keeps saved lessons', () => {
  it('says they stay when the browser keeps the storage', async () => {
    expect(await savedLessonsKeeping({ persisted: async () => true })).toBe('kept');
  });

  it('warns when the browser may clear the storage', async () => {
    expect(await savedLessonsKeeping({ persisted: async () => false })).toBe('may-be-removed');
  });

  it('warns where the browser cannot tell (no storage manager, no persisted, or a failing one)', async () => {
    expect(await savedLessonsKeeping(undefined)).toBe('may-be-removed');
    expect(await savedLessonsKeeping({})).toBe('may-be-removed');
    expect(await savedLessonsKeeping({ persisted: () => Promise.reject(new Error('refused')) })).toBe('may-be-removed');
  });
});

describe('asking the browser to keep saved lessons', () => {
  it('asks once and passes on the answer', async () => {
    const persist = vi.fn(async () => true);
    expect(await askToKeepStorage({ persist })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('goes on without an answer where the browser cannot keep them or refuses', async () => {
    expect(await askToKeepStorage(undefined)).toBe(false);
    expect(await askToKeepStorage({})).toBe(false);
    expect(await askToKeepStorage({ persist: () => Promise.reject(new Error('refused')) })).toBe(false);
  });
});
