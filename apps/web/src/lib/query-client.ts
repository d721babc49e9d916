import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UnauthenticatedError } from './graphql-client.ts';
import { retryDelayMs, shouldRetry } from './retry-policy.ts';

type SignedOutHandler = () => void;
let onSignedOut: SignedOutHandler = () => undefined;

/** The router registers what a 401 does: drop every cached answer and show the login page. */
export function whenSignedOut(handler: SignedOutHandler) {
  onSignedOut = handler;
}

const handleError = (error: unknown) => {
  if (error instanceof UnauthenticatedError) onSignedOut();
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
