import {
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { UnauthenticatedError } from './graphql-client.ts';

/** A failed read takes the page to the error screen only with nothing to show; a 401 signs out instead. */
export const isPageFailure = (error: unknown, hasData: boolean) => !hasData && !(error instanceof UnauthenticatedError);

/**
 * The data a page (or a part of it) cannot show itself without. While it loads, the page shows its loading
 * screen; a read that fails with nothing yet to show goes to the error screen, whose "try again" reads it again
 * (app/routes/route-error.tsx), so the spinner never turns for good. A failed re-read keeps what is on screen,
 * and a 401 signs out (lib/query-client.ts).
 */
export function usePageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery({
    ...options,
    throwOnError: (error, query) => isPageFailure(error, query.state.data !== undefined),
  });
}

/** The same for a list read a page at a time: only a failure of its first page, with nothing shown, is the page's. */
export function usePageInfiniteQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
) {
  return useInfiniteQuery({
    ...options,
    throwOnError: (error, query) => isPageFailure(error, query.state.data !== undefined),
  });
}
