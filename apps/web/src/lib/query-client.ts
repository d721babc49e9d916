import { type Mutation, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from './error-message.ts';
import { OutOfDateError, UnauthenticatedError } from './graphql-client.ts';
import { retryDelayMs, shouldRetry } from './retry-policy.ts';
import { showToast } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen says this change's failure itself (inline, or in a sentence of its own): no toast for it. */
      showsOwnError?: boolean;
    };
  }
}

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

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;
/** Changes a form started (useFormSubmit): the form says their failure, at its fields or in its own place. */
const sentByForm = new WeakSet<AnyMutation>();

/**
 * The one path of a failed change: its sentence in a toast, unless the screen says it itself (`meta.showsOwnError`,
 * or a form's change); a 401 signs out and "out of date" updates the app instead.
 */
function showFailedChange(error: unknown, mutation: AnyMutation) {
  handleError(error);
  if (error instanceof UnauthenticatedError || error instanceof OutOfDateError) return;
  if (mutation.meta?.showsOwnError || sentByForm.has(mutation)) return;
  showToast('error', errorMessage(error));
}

const mutationCache = new MutationCache({
  onError: (error, _variables, _context, mutation) => showFailedChange(error, mutation as AnyMutation),
});

/**
 * Runs a form's send: a change it starts at once (its `mutateAsync`) is the form's, whose failure the form says,
 * so the mutation cache shows no toast for it. The cache tells of a new change synchronously, inside `send`.
 */
export function sendAsForm<Result>(send: () => Promise<Result>): Promise<Result> {
  const stop = mutationCache.subscribe((event) => {
    if (event.type === 'added') sentByForm.add(event.mutation as AnyMutation);
  });
  try {
    return send();
  } finally {
    stop();
  }
}

/** How long a read answers from the cache before it asks again. */
export const FRESH_FOR_MS = 30_000;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleError }),
  mutationCache,
  defaultOptions: {
    // 'always': offline too, a read runs and answers from the device where it can (offline/device-copies.ts), and
    // a change fails at once with a message instead of waiting unseen.
    queries: {
      staleTime: FRESH_FOR_MS,
      retry: (failures, error) => shouldRetry(failures, error, navigator.onLine),
      retryDelay: retryDelayMs,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
