import { type QueryKey, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { isPageFailure } from './page-query.ts';

/**
 * `usePageQuery` for a list read a page at a time: only a failure of its first page, with nothing shown, is the
 * page's. Its own module, so the infinite-query code stays out of the pages that do not page (a child's first screen).
 */
export function usePageInfiniteQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
) {
  return useInfiniteQuery({
    ...options,
    throwOnError: (error, query) => isPageFailure(error, query.state.data !== undefined),
  });
}
