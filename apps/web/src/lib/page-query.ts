import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
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
