import { describe, expect, it } from 'vitest';
import { OfflineError } from './graphql-client.ts';
import { allReads, type PartRead } from './part-read.ts';

const refetched: string[] = [];
const read = <TData>(name: string, state: Partial<PartRead<TData>>): PartRead<TData> => ({
  data: undefined,
  isError: false,
  error: null,
  isFetching: false,
  refetch: async () => refetched.push(name),
  ...state,
});

describe('two reads shown as one part of a page', () => {
  it('shows nothing of either until both have answered, so the first card does not move', () => {
    const both = allReads(read('fact', { data: 'a fact' }), read('news', { isFetching: true }));
    expect(both.data).toBeUndefined();
    expect(both.isError).toBe(false);
    expect(both.isFetching).toBe(true);
  });

  it('shows both once both have answered, an empty answer (null) included', () => {
    expect(allReads(read('fact', { data: 'a fact' }), read('news', { data: null })).data).toEqual(['a fact', null]);
  });

  it('says the part failed, offline or not as the failed read did, and reads again only what failed', async () => {
    refetched.length = 0;
    const offline = new OfflineError();
    const both = allReads(read('fact', { data: 'a fact' }), read('news', { isError: true, error: offline }));
    expect(both.isError).toBe(true);
    expect(both.error).toBe(offline);
    await both.refetch();
    expect(refetched).toEqual(['news']);
  });

  it('keeps showing both when reading one again fails', () => {
    const both = allReads(read('fact', { data: 'a fact' }), read('news', { data: null, isError: true }));
    expect(both.data).toEqual(['a fact', null]);
    expect(both.isError).toBe(false);
  });
});
