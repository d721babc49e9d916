import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { OutOfDateError, UnauthenticatedError } from './graphql-client.ts';
import { retryDelayMs, shouldRetry } from './retry-policy.ts';

type Handler = () => void;
let onSignedOut: Handler = () => undefined;
let onOutOfDate: Handler = () => undefined;

/** The router registers what a 401 does: drop every cached answer and show the login page. */
export function whenSignedOut(handler: Handler) {
  onSignedOut = handler;
}

/** The offline support registers what an answer "this app is out of date" does: update the app. */
export function whenOutOfDate(handler: Handler) {
  onOutOfDate = handler;
}

const handleError = (error: unknown) => {
  if (error instanceof UnauthenticatedError) onSignedOut();
  if (error instanceof OutOfDateError) onOutOfDate();
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleError }),
  mutationCache: new MutationCache({ onError: handleError }),
  defaultOptions: {
    // 'always': offline too, a read runs and answers from the device where it can (offline/device-copies.ts), and
    // a change fails at once with a message instead of waiting unseen.
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => shouldRetry(failures, error, navigator.onLine),
      retryDelay: retryDelayMs,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
