import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ApiError, UnauthenticatedError } from './graphql-client.ts';

/** Whether a read was refused with one of these codes of the server's (`@koran-kids/protocol`). */
export const isRefusedWith = (error: unknown, codes: readonly string[]) =>
  error instanceof ApiError && codes.includes(error.code);

/**
 * A failed read takes the page to the error screen only with nothing to show; a 401 signs out instead, and a refusal
 * the page answers itself (`answers`: "this friend cannot be found") stays on the page.
 */
export const isPageFailure = (error: unknown, hasData: boolean, answers: readonly string[] = []) =>
  !hasData && !(error instanceof UnauthenticatedError) && !isRefusedWith(error, answers);

/**
 * The data a page (or a part of it) cannot show itself without. While it loads, the page shows its loading
 * screen; a read that fails with nothing yet to show goes to the error screen, whose "try again" reads it again
 * (app/routes/route-error.tsx), so the spinner never turns for good. A failed re-read keeps what is on screen,
 * and a 401 signs out (lib/query-client.ts). The refusals a page says in its own words (a certificate not open
 * yet) are its `answers`: the page shows them when `isRefusedWith(query.error, answers)`.
 */
export function usePageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  { answers = [] }: { answers?: readonly string[] } = {},
): UseQueryResult<TData, TError> {
  return useQuery({
    ...options,
    throwOnError: (error, query) => isPageFailure(error, query.state.data !== undefined, answers),
  });
}
