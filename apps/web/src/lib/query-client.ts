import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, UnauthenticatedError } from './graphql-client.ts';

type SignedOutHandler = () => void;
let onSignedOut: SignedOutHandler = () => undefined;

/** The router registers what a 401 does: drop every cached answer and show the login page. */
export function whenSignedOut(handler: SignedOutHandler) {
  onSignedOut = handler;
}

const handleError = (error: unknown) => {
  if (error instanceof UnauthenticatedError) onSignedOut();
};

const isExpected = (error: unknown) => error instanceof UnauthenticatedError || error instanceof ApiError;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleError }),
  mutationCache: new MutationCache({ onError: handleError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !isExpected(error) && failures < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
