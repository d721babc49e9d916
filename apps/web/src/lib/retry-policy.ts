import { ApiError, BusyError, OfflineError, OutOfDateError, UnauthenticatedError } from './graphql-client.ts';

/** How often a read asks again after "busy", each time waiting longer. */
const BUSY_RETRIES = 3;
const OTHER_RETRIES = 2;
const LONGEST_WAIT_MS = 30_000;

const isExpected = (error: unknown) => error instanceof UnauthenticatedError || error instanceof ApiError;

/**
 * Whether a read asks again: after "busy" a few times; after a blip too, but without a network it does not (the page
 * says it is offline at once), nor after an expected refusal.
 */
export function shouldRetry(failures: number, error: unknown, isOnline: boolean): boolean {
  if (error instanceof BusyError) return failures < BUSY_RETRIES;
  if (error instanceof OfflineError) return isOnline && failures < OTHER_RETRIES;
  return !isExpected(error) && failures < OTHER_RETRIES;
}

/**
 * How long to wait before asking again. After "busy": at least what the server asked, doubling each time, with a
 * random part so that the many browsers it turned away do not all come back in the same second.
 */
export function retryDelayMs(failures: number, error: unknown, random: () => number = Math.random): number {
  if (!(error instanceof BusyError)) return Math.min(1000 * 2 ** failures, LONGEST_WAIT_MS);
  const asked = error.retryAfterMs * 2 ** Math.max(0, failures - 1);
  return Math.min(asked * (1 + random()), LONGEST_WAIT_MS);
}

/** Refusals that pass: a server error, "busy", an app to update first, a subscription not yet renewed. */
const PASSING_CODES = new Set(['INTERNAL', 'SUBSCRIPTION_EXPIRED']);

/**
 * Queued progress the server refused for good (a lesson locked since, a profile removed): sending again cannot
 * change that, and the parent is told. After a refusal that passes, that progress stays queued.
 */
export const isFinalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  !(error instanceof BusyError) &&
  !(error instanceof OutOfDateError) &&
  !PASSING_CODES.has(error.code);
