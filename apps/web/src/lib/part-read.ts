/**
 * What a part of a page shows of a read (components/page-part.tsx): its data, or why it has none yet. A query's
 * result (`useQuery`) is one; `allReads` makes one of several.
 */
export type PartRead<TData> = {
  data: TData | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

type DataOf<TReads extends readonly PartRead<unknown>[]> = {
  [K in keyof TReads]: TReads[K] extends PartRead<infer TData> ? TData : never;
};

/**
 * Several reads shown as one part: its data once every read has answered (so nothing moves when the second
 * arrives); failed when one failed with nothing to show, and then "try again" reads again the ones that failed.
 */
export function allReads<const TReads extends readonly PartRead<unknown>[]>(
  ...reads: TReads
): PartRead<DataOf<TReads>> {
  const missing = reads.filter((read) => read.data === undefined);
  const failed = missing.filter((read) => read.isError);
  return {
    data: missing.length === 0 ? (reads.map((read) => read.data) as DataOf<TReads>) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => Promise.all(failed.map((read) => read.refetch())),
  };
}

/**
 * Whether a part of the start page stays out of sight: while it loads, and once read with nothing in it (the page does
 * not move for most children). A read that failed with nothing to show is shown, with "try again": the page cannot
 * know whether there was anything.
 */
export const isOutOfSight = <TData>(read: PartRead<TData>, isEmpty: (data: TData) => boolean) =>
  read.data === undefined ? !read.isError : isEmpty(read.data);

/** Nothing to show yet, and an answer on its way (not failed, not waiting for a network). */
export function isArriving(read: PartRead<unknown>): boolean {
  return read.data === undefined && !read.isError && read.isFetching;
}
